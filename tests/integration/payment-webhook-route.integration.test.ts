import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/types";
import { JSON_BODY_LIMIT } from "@/lib/server/auth/read-json";
import { engines } from "../support/engines";

const runtime = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db/runtime", () => ({ db: async () => runtime.db }));
vi.stubEnv("PAYMENT_PROVIDER", "stripe");
vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_webhook_route");
vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_webhook_route");

const { POST } = await import("@/app/api/payments/[provider]/webhook/route");

const deliver = (provider: string, body: BodyInit, type = "application/json") =>
  POST(new NextRequest(`http://localhost/api/payments/${provider}/webhook`, { method: "POST", headers: { "content-type": type, "stripe-signature": "t=1,v1=00" }, body }), {
    params: Promise.resolve({ provider }),
  });

describe.each(engines())("the acquirer's webhook route on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    runtime.db = database.db;
  });
  afterAll(async () => database?.close());

  it("answers only the configured acquirer, refuses what is not JSON or too long, and a signature that does not verify", async () => {
    expect((await deliver("bepaid", "{}")).status).toBe(404);
    expect((await deliver("stripe", "{}", "text/plain")).status).toBe(415);
    expect((await deliver("stripe", `{"pad":"${"x".repeat(JSON_BODY_LIMIT)}"}`)).status).toBe(413);
    const unverified = await deliver("stripe", JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }));
    expect(unverified.status).toBe(400);
    expect(await unverified.json()).toEqual({ error: "Signature does not verify" });
  });
});
