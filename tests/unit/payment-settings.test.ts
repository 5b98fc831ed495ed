import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("payment settings", () => {
  it("pays by bank transfer alone when no provider is configured", () => {
    expect(parseEnv({})).toMatchObject({ PAYMENT_PROVIDER: "bank", BEPAID_API_URL: "https://checkout.bepaid.by", STRIPE_API_URL: "https://api.stripe.com" });
  });

  it("refuses bePaid without its shop id and secret key, and Stripe without its keys", () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: "bepaid", BEPAID_SHOP_ID: "361" })).toThrow(/BEPAID_SECRET_KEY: is required when PAYMENT_PROVIDER=bepaid/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(EnvError);
  });

  it("takes a local acquirer's URL without its trailing slash, and the test mode flag", () => {
    const config = parseEnv({ PAYMENT_PROVIDER: "bepaid", BEPAID_SHOP_ID: "361", BEPAID_SECRET_KEY: "secret", BEPAID_API_URL: "http://127.0.0.1:9/", BEPAID_TEST_MODE: "true" });
    expect(config).toMatchObject({ BEPAID_API_URL: "http://127.0.0.1:9", BEPAID_TEST_MODE: true });
  });
});
