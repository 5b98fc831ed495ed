import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { answer, type Deliver, deliverOverHttp, hostedPage, listen, readBody } from "./listen";

interface Checkout {
  token: string;
  additional_data?: { contract?: string[] };
  order: { amount: number; currency: string; description: string; tracking_id: string };
  settings: { success_url: string; decline_url: string; fail_url: string; notification_url: string; language?: string };
  test: boolean;
  uid?: string;
}

export interface BepaidTransaction {
  uid: string;
  type: "payment" | "refund";
  status: "successful" | "failed" | "pending" | "expired";
  amount: number;
  currency: string;
  tracking_id: string;
  parent_uid?: string;
  message: string;
  credit_card?: { brand: string; last_4: string; token?: string; exp_month?: number; exp_year?: number };
}

/** What the gateway does with the next charges of a saved card: pay, or decline with the issuer's words. */
export type BepaidChargeOutcome = "successful" | { message: string };

/**
 * bePaid's hosted checkout as its documentation describes it: `POST /ctp/api/checkouts` with HTTP Basic
 * (shop id : secret key) and `X-API-Version: 2` answers a token and a redirect URL; the hosted page, once
 * paid or declined, posts the transaction to `notification_url` with the same Basic credentials and a
 * `Content-Signature` (RSA-SHA256 of the body, base64) made with the shop's key, then sends the buyer back.
 */
export async function fakeBepaid(options: { shopId: string; secretKey: string; deliver?: Deliver }) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const checkouts = new Map<string, Checkout>();
  const basic = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString("base64")}`;
  const deliveries: { body: string; status: number }[] = [];
  const deliver = options.deliver ?? deliverOverHttp;

  const signed = (body: string) => sign("sha256", Buffer.from(body), privateKey).toString("base64");
  /** Sends a transaction notification as bePaid does; `forge` changes how it is signed. */
  const notify = async (url: string, transaction: BepaidTransaction, forge: { credentials?: string; signature?: string; body?: string } = {}) => {
    const body = JSON.stringify({ transaction: { test: true, payment_method_type: "credit_card", credit_card: { brand: "visa", last_4: "4242" }, created_at: new Date().toISOString(), ...transaction } });
    const sent = forge.body ?? body;
    const status = await deliver(url, { headers: { "content-type": "application/json", authorization: forge.credentials ?? basic, "content-signature": forge.signature ?? signed(sent) }, body: sent });
    deliveries.push({ body: sent, status });
    return { status, body: sent };
  };
  /** cards kept for recurring payments, by token */
  const tokens = new Map<string, NonNullable<BepaidTransaction["credit_card"]>>();
  const charges: { uid: string; token: string; amount: number; currency: string; tracking_id: string; recurring: boolean; status: BepaidTransaction["status"] }[] = [];
  const outcomes: BepaidChargeOutcome[] = [];
  const transactionOf = (checkout: Checkout, status: BepaidTransaction["status"]): BepaidTransaction => {
    checkout.uid ??= `${randomBytes(4).toString("hex")}-${randomBytes(2).toString("hex")}`;
    const transaction: BepaidTransaction = { uid: checkout.uid, type: "payment", status, amount: checkout.order.amount, currency: checkout.order.currency, tracking_id: checkout.order.tracking_id, message: status === "successful" ? "Successfully processed" : "Insufficient funds" };
    if (status !== "successful" || !checkout.additional_data?.contract?.includes("recurring")) return transaction;
    // a checkout that asked for a recurring contract reports the card's token with the payment
    const token = `tok_${checkout.token.slice(0, 12)}`;
    const card = { brand: "visa", last_4: "4242", token, exp_month: 12, exp_year: 2030 };
    tokens.set(token, card);
    return { ...transaction, credit_card: card };
  };

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/ctp/api/checkouts") {
      if (request.headers.authorization !== basic) return answer(response, 401, { message: "Unauthorized" });
      if (request.headers["x-api-version"] !== "2") return answer(response, 422, { message: "X-API-Version 2 required" });
      const { checkout } = JSON.parse(await readBody(request)) as { checkout: Omit<Checkout, "token"> };
      if (!Number.isInteger(checkout.order.amount) || !checkout.order.tracking_id || !checkout.settings.notification_url) return answer(response, 422, { message: "Invalid order" });
      const token = randomBytes(16).toString("hex");
      checkouts.set(token, { ...checkout, token });
      return answer(response, 201, { checkout: { token, redirect_url: `${server.origin}/v2/checkout?token=${token}` } });
    }
    if (request.method === "POST" && url.pathname === "/transactions/payments") {
      if (request.headers.authorization !== basic) return answer(response, 401, { message: "Unauthorized" });
      const { request: payment } = JSON.parse(await readBody(request)) as { request: { amount: number; currency: string; tracking_id: string; credit_card?: { token?: string }; additional_data?: { contract?: string[] } } };
      const card = tokens.get(payment.credit_card?.token ?? "");
      if (!card) return answer(response, 422, { message: "Credit card token is invalid", errors: { credit_card: { token: ["is invalid"] } } });
      if (!Number.isInteger(payment.amount) || payment.amount <= 0) return answer(response, 422, { message: "Amount must be greater than 0", errors: { amount: ["must be greater than 0"] } });
      const outcome = outcomes.shift() ?? "successful";
      const status = outcome === "successful" ? "successful" : "failed";
      const uid = `${randomBytes(4).toString("hex")}-${randomBytes(2).toString("hex")}`;
      charges.push({ uid, token: card.token!, amount: payment.amount, currency: payment.currency, tracking_id: payment.tracking_id, recurring: !!payment.additional_data?.contract?.includes("recurring"), status });
      const transaction = { uid, type: "payment", status, amount: payment.amount, currency: payment.currency, tracking_id: payment.tracking_id, message: outcome === "successful" ? "Successfully processed" : outcome.message, test: true, payment_method_type: "credit_card", credit_card: card, created_at: new Date().toISOString() };
      return answer(response, 200, { transaction });
    }
    const checkout = checkouts.get(url.searchParams.get("token") ?? "");
    if (!checkout) return answer(response, 404, { message: "Not found" });
    if (request.method === "GET" && url.pathname === "/v2/checkout") {
      return answer(response, 200, hostedPage("bePaid", `${(checkout.order.amount / 100).toFixed(2)} ${checkout.order.currency}`, `/v2/checkout?token=${checkout.token}`));
    }
    if (request.method === "POST" && url.pathname === "/v2/checkout") {
      const paid = new URLSearchParams(await readBody(request)).get("outcome") === "successful";
      await notify(checkout.settings.notification_url, transactionOf(checkout, paid ? "successful" : "failed"));
      const back = new URL(paid ? checkout.settings.success_url : checkout.settings.decline_url);
      back.searchParams.set("token", checkout.token);
      back.searchParams.set("status", paid ? "successful" : "failed");
      return answer(response, 302, "", { location: back.toString() });
    }
    return answer(response, 404, { message: "Not found" });
  });

  return {
    origin: server.origin,
    close: server.close,
    /** base64 DER, as the bePaid back office shows the shop's public key */
    publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    checkouts,
    deliveries,
    /** charges of saved cards (POST /transactions/payments), in order */
    charges,
    /** what the next saved-card charges do, in order; then they pay */
    chargeOutcomes: (...next: BepaidChargeOutcome[]) => outcomes.push(...next),
    /** the notification bePaid posts about a saved-card charge, as the gateway answered it */
    notifyCharge: (url: string, uid: string) => {
      const charge = charges.find((candidate) => candidate.uid === uid)!;
      return notify(url, { uid, type: "payment", status: charge.status, amount: charge.amount, currency: charge.currency, tracking_id: charge.tracking_id, message: charge.status === "successful" ? "Successfully processed" : "Declined", credit_card: tokens.get(charge.token)! });
    },
    checkout: (token: string) => checkouts.get(token)!,
    /** The buyer pays (or is declined) on the hosted page: bePaid notifies Carta. */
    pay: (token: string, status: BepaidTransaction["status"] = "successful") => notify(checkouts.get(token)!.settings.notification_url, transactionOf(checkouts.get(token)!, status)),
    /** A refund of the checkout's payment, as its own transaction pointing at the payment. */
    refund: (token: string) => {
      const checkout = checkouts.get(token)!;
      const payment = transactionOf(checkout, "successful");
      return notify(checkout.settings.notification_url, { ...payment, uid: `${payment.uid}-r`, type: "refund", parent_uid: payment.uid, message: "Refund" });
    },
    notify,
    /** the Content-Signature bePaid would put on `body` */
    sign: signed,
    transactionOf: (token: string, status: BepaidTransaction["status"]) => transactionOf(checkouts.get(token)!, status),
    resend: (delivery: { body: string }, url: string) => deliver(url, { headers: { "content-type": "application/json", authorization: basic, "content-signature": signed(delivery.body) }, body: delivery.body }),
  };
}
