import net from "node:net";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, companies, legalConsents, stores, storeSettings, users } from "@/lib/db/schema";
import type { Database, Db } from "@/lib/db/types";
import type { ServerContext } from "@/lib/server/context";
import { engines } from "../support/engines";
import { mailingServer } from "../support/mailing-server";
import { findLink } from "../support/outbox";

// Mailed links come from this configuration, whatever host a request named.
const origin = "https://carta.test:8443";
let addresses = 0;
/** A fresh client address, so registrations in different tests do not share a rate limit. */
const nextAddress = () => `192.0.2.${++addresses}`;
const person = { firstName: "Anna", lastName: "Petrova", password: "correct horse", passwordRepeat: "correct horse", acceptOffer: true, acceptPrivacy: true };
const mailing = mailingServer("registration");

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function load(smtpUrl?: string) {
  await mailing.configure({ rootDomain: "carta.test:8443", smtpUrl });
  const [register, confirm, organization, forgot, reset, tokens, passwords, names] = await Promise.all([
    import("@/lib/server/registration/register-user"),
    import("@/lib/server/registration/confirm-email"),
    import("@/lib/server/registration/create-organization"),
    import("@/lib/server/registration/request-password-reset"),
    import("@/lib/server/registration/reset-password"),
    import("@/lib/server/auth/tokens"),
    import("@/lib/passwords"),
    import("@/lib/server/registration/url-names"),
  ]);
  const { renderMail } = await import("@/lib/mail/templates");
  return { ...register, ...confirm, ...organization, ...forgot, ...reset, ...tokens, ...passwords, ...names, renderMail };
}

let lib: Awaited<ReturnType<typeof load>>;
let undeliverable: Awaited<ReturnType<typeof load>>;

beforeAll(async () => {
  undeliverable = await load(`smtp://127.0.0.1:${await closedPort()}`);
  lib = await load();
});

async function lastMailTo(email: string) {
  const messages = (await mailing.outbox()).filter((message) => message.to === email);
  return messages.at(-1);
}

async function tokenFromMail(email: string, pathPrefix: string) {
  const message = await lastMailTo(email);
  const link = message && findLink(message.text, pathPrefix);
  expect(link, `a ${pathPrefix} link mailed to ${email}`).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

async function userRow(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row!;
}

async function contextFor(db: Db, email: string, now = new Date()): Promise<ServerContext> {
  const user = await userRow(db, email);
  const actor = { ...user, userId: user.id, jti: "test" };
  return { db, clock: { now: () => now }, actor };
}

async function confirmedUser(db: Db, email: string) {
  await lib.registerUser(db, { ...person, email, address: nextAddress(), locale: "en" });
  expect(await lib.confirmEmail(db, await tokenFromMail(email, "/en/register/user-confirmation"))).not.toBeNull();
}

const organization = (suffix: string) => ({
  companyName: `Company ${suffix}`,
  companyUrlName: `Company${suffix}`,
  storeName: `Venue ${suffix}`,
  storeUrlName: `Venue${suffix}`,
});

async function totals(db: Db) {
  const [[c], [s], [ss]] = await Promise.all([
    db.select({ n: count() }).from(companies),
    db.select({ n: count() }).from(stores),
    db.select({ n: count() }).from(storeSettings),
  ]);
  return { companies: c!.n, stores: s!.n, settings: ss!.n };
}

describe.each(engines())("registration on $engine", ({ engine, create }) => {
  let database: Database;
  const email = (name: string) => `${name}.${engine}@example.com`;

  beforeAll(async () => {
    database = await create();
    // The pool emits an idle client's error when the helper drops the test database; see the report.
    (database.db as unknown as { $client: { on?: (event: "error", listener: () => void) => void } }).$client.on?.("error", () => undefined);
  });
  afterAll(async () => database?.close());

  it("registers an unconfirmed company manager and mails the link to the configured root site", async () => {
    const address = email("anna");
    const result = await lib.registerUser(database.db, { ...person, email: address, address: nextAddress(), locale: "zh" });
    expect(result).toEqual({ email: address });
    const user = await userRow(database.db, address);
    expect(user).toMatchObject({ role: "company_manager", companyId: null, storeId: null, emailConfirmedAt: null });
    expect(user).toMatchObject({ uiLocale: "zh", setupWelcomeMessage: false, firstName: "Anna", lastName: "Petrova" });
    expect(await lib.verifyPassword(user.passwordHash, person.password)).toBe(true);
    const message = await lastMailTo(address);
    expect(message?.subject).toBe(lib.renderMail("confirm-email", "zh", { link: "" }).subject);
    expect(findLink(message!.text, `${origin}/zh/register/user-confirmation?token=`)).toBeDefined();
    const [consent] = await database.db.select().from(legalConsents).where(eq(legalConsents.userId, user.id));
    expect(consent).toMatchObject({ locale: "zh", offerVersion: 1, privacyVersion: 1 });
  });

  it("refuses a registration without both consents and keeps no account", async () => {
    const address = email("no-consent");
    await expect(lib.registerUser(database.db, { ...person, acceptPrivacy: false, email: address, address: nextAddress(), locale: "en" })).rejects.toThrow();
    expect(await database.db.select().from(users).where(eq(users.email, address))).toEqual([]);
  });

  it("answers a registered e-mail exactly like a new one and tells the owner instead", async () => {
    const address = email("anya");
    await confirmedUser(database.db, address);
    const before = await userRow(database.db, address);
    const mailsBefore = (await mailing.outbox()).length;

    const again = await lib.registerUser(database.db, { ...person, firstName: "Mallory", email: address.toUpperCase(), address: nextAddress(), locale: "en" });
    expect(again).toEqual({ email: address.toUpperCase() });
    const fresh = await lib.registerUser(database.db, { ...person, email: email("anya-new"), address: nextAddress(), locale: "en" });
    expect(Object.keys(again)).toEqual(Object.keys(fresh));

    const [{ n }] = (await database.db.select({ n: count() }).from(users).where(eq(sql`lower(${users.email})`, address))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await userRow(database.db, address)).toEqual(before);
    const mails = (await mailing.outbox()).slice(mailsBefore);
    const note = mails.find((mail) => mail.to === address);
    expect(note?.subject).toBe(lib.renderMail("registration-attempt", "en", { link: "" }).subject);
    expect(note!.text).toContain(`Hello, ${person.firstName}!`);
    expect(findLink(note!.text, `${origin}/en`)).toBe(`${origin}/en`);
    expect(note!.text).not.toMatch(/token=/);
  });

  it("limits registrations per client address", async () => {
    const from = nextAddress();
    for (let index = 0; index < 10; index += 1) {
      await lib.registerUser(database.db, { ...person, email: email(`flood${index}`), address: from, locale: "en" });
    }
    const refused = lib.registerUser(database.db, { ...person, email: email("flood-more"), address: from, locale: "en" });
    await expect(refused).rejects.toMatchObject({ key: "rateLimited" });
    expect(await database.db.select().from(users).where(eq(users.email, email("flood-more")))).toEqual([]);
    await lib.registerUser(database.db, { ...person, email: email("flood-more"), address: nextAddress(), locale: "en" });
    expect(await lastMailTo(email("flood-more"))).toBeDefined();
  });

  it("removes the new account when the confirmation mail cannot be delivered, so the visitor can retry", async () => {
    const address = email("undelivered");
    const attempt = undeliverable.registerUser(database.db, { ...person, email: address, address: nextAddress(), locale: "en" });
    await expect(attempt).rejects.toMatchObject({ key: "deliveryFailed" });
    expect(await database.db.select().from(users).where(eq(users.email, address))).toEqual([]);
    await lib.registerUser(database.db, { ...person, email: address, address: nextAddress(), locale: "en" });
    expect(await lastMailTo(address)).toBeDefined();
  });

  it("confirms the e-mail once with a login token; unknown and expired tokens are refused", async () => {
    const address = email("boris");
    await lib.registerUser(database.db, { ...person, email: address, address: nextAddress(), locale: "en" });
    const token = await tokenFromMail(address, "/en/register/user-confirmation");
    expect(await lib.confirmEmail(database.db, "no-such-token")).toBeNull();

    const confirmed = await lib.confirmEmail(database.db, token);
    expect(confirmed?.loginToken).toEqual(expect.any(String));
    expect((await userRow(database.db, address)).emailConfirmedAt).toBeInstanceOf(Date);
    expect(await lib.consumeToken(database.db, confirmed!.loginToken, "login")).toMatchObject({ userId: confirmed!.userId });
    expect(await lib.confirmEmail(database.db, token)).toBeNull();

    const late = email("late");
    await lib.registerUser(database.db, { ...person, email: late, address: nextAddress(), locale: "en" });
    const userId = (await userRow(database.db, late)).id;
    const old = await lib.issueToken(database.db, { userId, purpose: "confirm_email", now: new Date(Date.now() - 25 * 3_600_000) });
    expect(await lib.confirmEmail(database.db, old)).toBeNull();
    expect((await userRow(database.db, late)).emailConfirmedAt).toBeNull();
  });

  it("creates company, venue in its setup period and settings, and joins the manager, in one step", async () => {
    const address = email("carla");
    await confirmedUser(database.db, address);
    const now = new Date("2030-01-01T12:00:00Z");
    const ctx = await contextFor(database.db, address, now);
    const created = await lib.createOrganization(ctx, organization(`Carla${engine}`), "zh");

    expect(created.urlKey).toBe(`venuecarla${engine}`);
    const [store] = await database.db.select().from(stores).where(eq(stores.id, created.storeId));
    expect(store).toMatchObject({ companyId: created.companyId, name: `Venue Carla${engine}`, primaryLocale: "zh" });
    expect(store!.contentLocales).toEqual(["ru", "en", "zh"]);
    // Registered on 1 January at 15:00 in Minsk: setup covers 1–3 January and ends at local midnight.
    expect(store!.setupEndsAt.toISOString()).toBe("2030-01-03T21:00:00.000Z");
    const [company] = await database.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(company).toMatchObject({ name: `Company Carla${engine}`, urlName: `companycarla${engine}` });
    const settings = await database.db.select().from(storeSettings).where(eq(storeSettings.storeId, created.storeId));
    expect(settings).toHaveLength(1);
    expect((await userRow(database.db, address)).companyId).toBe(created.companyId);

    const joined = await contextFor(database.db, address);
    await expect(lib.createOrganization(joined, organization(`Again${engine}`), "en")).rejects.toMatchObject({ key: "requestFailed" });
  });

  it("refuses taken or reserved URL names, in any case, and creates nothing", async () => {
    const address = email("dmitri");
    await confirmedUser(database.db, address);
    const ctx = await contextFor(database.db, address);
    const before = await totals(database.db);
    const taken = organization(`Carla${engine}`);

    await expect(lib.createOrganization(ctx, { ...organization("Fresh"), companyUrlName: taken.companyUrlName.toUpperCase() }, "en")).rejects.toMatchObject({
      key: "companyUrlExists",
      field: "companyUrlName",
    });
    await expect(lib.createOrganization(ctx, { ...organization("Fresh"), storeUrlName: taken.storeUrlName }, "en")).rejects.toMatchObject({
      key: "storeUrlExists",
      field: "storeUrlName",
    });
    await expect(lib.createOrganization(ctx, { ...organization("Fresh"), storeUrlName: "WWW" }, "en")).rejects.toMatchObject({ key: "storeUrlReserved", field: "storeUrlName" });
    await expect(lib.createOrganization(ctx, { ...organization("Fresh"), companyUrlName: "admin" }, "en")).rejects.toMatchObject({
      key: "companyUrlReserved",
      field: "companyUrlName",
    });
    expect(await totals(database.db)).toEqual(before);
    expect((await userRow(database.db, address)).companyId).toBeNull();

    expect(await lib.urlNameAvailability(database.db, { companyUrlName: taken.companyUrlName, storeUrlName: "Fresh" })).toEqual({
      companyUrlName: "taken",
      storeUrlName: "available",
    });
    expect(await lib.urlNameAvailability(database.db, { storeUrlName: "admin" })).toEqual({ companyUrlName: null, storeUrlName: "reserved" });
    expect(await lib.urlNameAvailability(database.db, { companyUrlName: "Www", storeUrlName: "localhost" })).toEqual({ companyUrlName: "reserved", storeUrlName: "reserved" });
    expect(await lib.urlNameAvailability(database.db, { companyUrlName: "not-latin1" })).toEqual({ companyUrlName: null, storeUrlName: null });
  });

  it("lets only one of two simultaneous registrations take a venue URL name", async () => {
    const [first, second] = [email("eva"), email("fedor")];
    await confirmedUser(database.db, first);
    await confirmedUser(database.db, second);
    const before = await totals(database.db);
    const results = await Promise.allSettled([
      lib.createOrganization(await contextFor(database.db, first), { ...organization(`EvaRace${engine}`), storeUrlName: `Race${engine}` }, "en"),
      lib.createOrganization(await contextFor(database.db, second), { ...organization(`FedorRace${engine}`), storeUrlName: `Race${engine}` }, "en"),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({ key: "storeUrlExists", field: "storeUrlName" });
    expect(await totals(database.db)).toEqual({ companies: before.companies + 1, stores: before.stores + 1, settings: before.settings + 1 });
  });

  it("resets a password with a mailed link once and ends older sessions", async () => {
    const address = email("galina");
    await confirmedUser(database.db, address);
    const answer = await lib.requestPasswordReset(database.db, { email: address, locale: "ru", address: `10.0.0.1-${engine}` });
    expect(answer).toEqual({ email: address });
    const token = await tokenFromMail(address, "/ru/change-password");
    expect(await lib.peekToken(database.db, token, "reset_password")).not.toBeNull();

    const now = new Date();
    await lib.resetPassword(database.db, { token, password: "new password 1" }, now);
    const user = await userRow(database.db, address);
    expect(user.passwordChangedAt?.getTime()).toBe(now.getTime());
    expect(await lib.verifyPassword(user.passwordHash, "new password 1")).toBe(true);
    await expect(lib.resetPassword(database.db, { token, password: "new password 2" })).rejects.toMatchObject({ key: "resetExpired" });
    await expect(lib.resetPassword(database.db, { token: "unknown", password: "new password 2" })).rejects.toMatchObject({ key: "resetExpired" });
    expect(await lib.verifyPassword((await userRow(database.db, address)).passwordHash, "new password 1")).toBe(true);
  });

  it("answers the same for unknown and unconfirmed e-mails, mails only real accounts, and rate limits", async () => {
    const unknown = email("nobody");
    const unconfirmed = email("hanna");
    await lib.registerUser(database.db, { ...person, email: unconfirmed, address: nextAddress(), locale: "en" });
    const mailsBefore = (await mailing.outbox()).length;
    const tokensBefore = await database.db.select({ n: count() }).from(authTokens).where(eq(authTokens.purpose, "reset_password"));
    const ask = (to: string, address: string) => lib.requestPasswordReset(database.db, { email: to, locale: "en", address });

    expect(await ask(unknown, `10.0.1.1-${engine}`)).toEqual({ email: unknown });
    expect((await mailing.outbox()).length).toBe(mailsBefore);
    expect(await database.db.select({ n: count() }).from(authTokens).where(eq(authTokens.purpose, "reset_password"))).toEqual(tokensBefore);
    expect(await ask(unconfirmed, `10.0.1.2-${engine}`)).toEqual({ email: unconfirmed });
    const mails = await mailing.outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.to).toBe(unconfirmed);
    const [{ n: tokensAfter }] = (await database.db.select({ n: count() }).from(authTokens).where(eq(authTokens.purpose, "reset_password"))) as [{ n: number }];
    expect(tokensAfter).toBe(tokensBefore[0]!.n + 1);
    expect((await userRow(database.db, unconfirmed)).emailConfirmedAt).toBeNull();
    const resetToken = await tokenFromMail(unconfirmed, "/en/change-password");
    await lib.resetPassword(database.db, { token: resetToken, password: "chosen password 1" });
    expect((await userRow(database.db, unconfirmed)).emailConfirmedAt).not.toBeNull();

    await ask(unknown, `10.0.1.3-${engine}`);
    await ask(unknown, `10.0.1.4-${engine}`);
    await expect(ask(unknown, `10.0.1.5-${engine}`)).rejects.toMatchObject({ key: "rateLimited" });
    const shared = `10.0.2.1-${engine}`;
    for (let index = 0; index < 10; index += 1) await ask(email(`someone${index}`), shared);
    await expect(ask(email("someone-else"), shared)).rejects.toMatchObject({ key: "rateLimited" });
  });
});
