import { createHmac, randomBytes } from "node:crypto";
import { answer, type Deliver, deliverOverHttp, hostedPage, listen, readBody } from "./listen";

interface Session {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string;
  amount_total: number;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  customer: string | null;
  /** payment_intent_data[setup_future_usage]: the card is kept on the customer for later charges */
  setup_future_usage: string | null;
}

interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: "succeeded" | "requires_payment_method" | "processing";
  off_session: boolean;
  metadata: Record<string, string>;
  created: number;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
}

/** What the next off-session charges do: succeed, or decline with Stripe's decline code and message. */
export type StripeChargeOutcome = "succeeded" | { decline_code: string; message: string };

const CARD = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030, funding: "credit", country: "US" };

/** Stripe's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint secret>`. */
export const stripeSignatureHeader = (body: string, secret: string, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;

/**
 * Stripe as its API reference describes it: `POST /v1/checkout/sessions` (form-encoded, `Authorization:
 * Bearer sk_…`) answers a Checkout Session with its hosted `url`; paying there sends signed events
 * (`checkout.session.completed`, `payment_intent.payment_failed`, `charge.refunded`) to the webhook endpoint.
 * Saved cards are charged by `POST /v1/payment_intents` and let go by `POST /v1/payment_methods/{id}/detach`.
 */
export async function fakeStripe(options: { secretKey: string; webhookSecret: string; webhookUrl: string; deliver?: Deliver }) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, PaymentIntent>();
  /** payment methods attached to customers by a Checkout Session that set up future usage */
  const methods = new Map<string, { id: string; customer: string }>();
  /** answers already given, by Idempotency-Key: Stripe answers a repeated key with the first answer */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const outcomes: StripeChargeOutcome[] = [];
  const offSession: PaymentIntent[] = [];
  /** payment methods detached from their customer (POST /v1/payment_methods/{id}/detach), in order */
  const detached: string[] = [];
  const methodObject = (id: string) => ({ id, object: "payment_method", type: "card", customer: methods.get(id)?.customer ?? null, card: CARD });
  const deliver = options.deliver ?? deliverOverHttp;
  const deliveries: { body: string; status: number }[] = [];
  const eventOf = (type: string, object: object) => ({ id: `evt_${randomBytes(12).toString("hex")}`, object: "event", api_version: "2025-10-29.clover", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
  /** Sends an event signed as Stripe does; `signature` replaces the header to forge one. */
  const send = async (event: object, signature?: string, at?: number) => {
    const body = JSON.stringify(event);
    const status = await deliver(options.webhookUrl, { headers: { "content-type": "application/json", "stripe-signature": signature ?? stripeSignatureHeader(body, options.webhookSecret, at) }, body });
    deliveries.push({ body, status });
    return { status, body };
  };
  const complete = (session: Session) => {
    session.payment_intent ??= `pi_${randomBytes(12).toString("hex")}`;
    session.payment_status = "paid";
    session.status = "complete";
    const method = `pm_${randomBytes(12).toString("hex")}`;
    if (session.setup_future_usage === "off_session") {
      session.customer ??= `cus_${randomBytes(7).toString("hex")}`;
      methods.set(method, { id: method, customer: session.customer });
    }
    intents.set(session.payment_intent, {
      id: session.payment_intent,
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      payment_method: method,
      status: "succeeded",
      off_session: false,
      metadata: { checkout_id: session.metadata.checkout_id ?? "" },
      created: Math.floor(Date.now() / 1000),
      last_payment_error: null,
    });
    return eventOf("checkout.session.completed", { ...session });
  };
  const failure = (session: Session, message: string) => {
    session.payment_intent ??= `pi_${randomBytes(12).toString("hex")}`;
    return eventOf("payment_intent.payment_failed", {
      id: session.payment_intent,
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      metadata: { checkout_id: session.metadata.checkout_id },
      last_payment_error: { code: "card_declined", message },
    });
  };

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname.startsWith("/v1/") && request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return answer(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (request.method === "GET" && url.pathname.startsWith("/v1/payment_intents/")) {
      const intent = intents.get(decodeURIComponent(url.pathname.slice("/v1/payment_intents/".length)));
      if (!intent) return answer(response, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
      const expand = url.searchParams.getAll("expand[]").includes("payment_method");
      return answer(response, 200, { ...intent, payment_method: expand && intent.payment_method ? methodObject(intent.payment_method) : intent.payment_method });
    }
    const detach = request.method === "POST" ? /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(url.pathname) : null;
    if (detach) {
      const id = decodeURIComponent(detach[1]!);
      const method = methods.get(id);
      if (!method) return answer(response, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${id}'` } });
      // detaching is permanent: the method can no longer pay nor be attached again
      methods.delete(id);
      detached.push(id);
      return answer(response, 200, { ...methodObject(id), customer: null });
    }
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      const key = String(request.headers["idempotency-key"] ?? "");
      const form = new URLSearchParams(await readBody(request));
      const given = key ? idempotent.get(key) : undefined;
      if (given) return answer(response, given.status, given.body, { "idempotent-replayed": "true" });
      const method = methods.get(form.get("payment_method") ?? "");
      const amount = Number(form.get("amount"));
      if (!method || method.customer !== form.get("customer") || !Number.isInteger(amount) || !form.get("currency")) {
        return answer(response, 400, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such PaymentMethod" } });
      }
      const outcome = outcomes.shift() ?? "succeeded";
      const metadata = Object.fromEntries([...form].filter(([name]) => name.startsWith("metadata[")).map(([name, value]) => [name.slice(9, -1), value]));
      const error = outcome === "succeeded" ? null : { type: "card_error", code: "card_declined", decline_code: outcome.decline_code, message: outcome.message };
      const intent: PaymentIntent = {
        id: `pi_${randomBytes(12).toString("hex")}`,
        object: "payment_intent",
        amount,
        amount_received: error ? 0 : amount,
        currency: form.get("currency")!,
        customer: method.customer,
        payment_method: method.id,
        status: error ? "requires_payment_method" : "succeeded",
        off_session: form.get("off_session") === "true",
        metadata,
        created: Math.floor(Date.now() / 1000),
        last_payment_error: error,
      };
      intents.set(intent.id, intent);
      offSession.push(intent);
      const reply = error ? { status: 402, body: { error: { ...error, payment_intent: intent } } } : { status: 200, body: intent };
      if (key) idempotent.set(key, reply);
      return answer(response, reply.status, reply.body);
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) return answer(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const form = new URLSearchParams(await readBody(request));
      const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
      if (!form.get("success_url") || !Number.isInteger(amount) || !form.get("line_items[0][price_data][currency]")) {
        return answer(response, 400, { error: { type: "invalid_request_error", message: "Missing required param" } });
      }
      const id = `cs_test_${randomBytes(16).toString("hex")}`;
      const metadata = Object.fromEntries([...form].filter(([name]) => name.startsWith("metadata[")).map(([name, value]) => [name.slice(9, -1), value]));
      const session: Session = {
        id,
        object: "checkout.session",
        mode: form.get("mode") ?? "payment",
        url: `${server.origin}/c/pay/${id}`,
        success_url: form.get("success_url")!,
        cancel_url: form.get("cancel_url") ?? form.get("success_url")!,
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        currency: form.get("line_items[0][price_data][currency]")!,
        amount_total: amount * Number(form.get("line_items[0][quantity]") ?? 1),
        metadata,
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        customer: null,
        setup_future_usage: form.get("payment_intent_data[setup_future_usage]"),
      };
      sessions.set(id, session);
      return answer(response, 200, session);
    }
    const session = sessions.get(url.pathname.replace(/^\/c\/pay\//, ""));
    if (!session) return answer(response, 404, { error: { message: "No such checkout session" } });
    if (request.method === "GET") return answer(response, 200, hostedPage("Stripe Checkout", `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`, url.pathname));
    const paid = new URLSearchParams(await readBody(request)).get("outcome") === "successful";
    await send(paid ? complete(session) : failure(session, "Your card was declined."));
    return answer(response, 302, "", { location: paid ? session.success_url : session.cancel_url });
  });

  return {
    origin: server.origin,
    close: server.close,
    sessions,
    deliveries,
    intents,
    /** off-session charges made (POST /v1/payment_intents), in order */
    offSession,
    detached,
    /** what the next off-session charges do, in order; then they succeed */
    chargeOutcomes: (...next: StripeChargeOutcome[]) => outcomes.push(...next),
    /** the webhook Stripe sends about a payment intent: payment_intent.succeeded or payment_intent.payment_failed */
    intentEvent: (id: string) => {
      const intent = intents.get(id)!;
      return eventOf(intent.status === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed", { ...intent });
    },
    send,
    eventOf,
    /** the buyer pays: checkout.session.completed */
    completed: (id: string) => complete(sessions.get(id)!),
    /** the card is declined: payment_intent.payment_failed with the issuer's words */
    failed: (id: string, message = "Your card was declined.") => failure(sessions.get(id)!, message),
    /** the payment is refunded: charge.refunded */
    refunded: (id: string) => {
      const session = sessions.get(id)!;
      return eventOf("charge.refunded", { id: `ch_${randomBytes(8).toString("hex")}`, object: "charge", amount: session.amount_total, amount_refunded: session.amount_total, currency: session.currency, payment_intent: session.payment_intent, refunded: true, metadata: {}, receipt_url: `${server.origin}/receipts/${id}` });
    },
  };
}
