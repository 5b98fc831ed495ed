import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAN_FEATURES, PLAN_KEYS, STEP_STATUSES, SUBSCRIPTION_EVENTS } from "@/lib/domain/subscriptions/plan-keys";
import { UI_LOCALES } from "@/lib/i18n/locales";

type Messages = { [key: string]: string | Messages };
const read = (locale: string): Messages => JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, "subscriptions.json"), "utf8"));
const keys = (messages: Messages, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe("subscription texts", () => {
  it("name every plan, feature, status and event in ru, en and zh with the same keys", () => {
    const english = read("en");
    for (const locale of UI_LOCALES) expect(keys(read(locale)), locale).toEqual(keys(english));
    const all = keys(english);
    for (const plan of PLAN_KEYS) expect(all).toContain(`plans.${plan}`);
    for (const feature of PLAN_FEATURES) expect(all).toContain(`features.${feature}`);
    for (const status of [...STEP_STATUSES, "paid", "unpaid"]) expect(all).toContain(`statuses.${status}`);
    for (const event of SUBSCRIPTION_EVENTS) expect(all).toContain(`events.${event}`);
  });

  it("say the catalogue messages of SPEC §8 word for word in English", () => {
    const errors = read("en").errors as Record<string, string>;
    expect(errors.subscriptionUnpaid).toBe("Your current subscription is unpaid; pay before switching");
    expect(errors.switchCooldown).toBe("Not enough time has passed since the last activation");
    expect(errors.vatNumberExists).toBe("Such VAT number already exists");
    expect(errors.ibanExists).toBe("Such IBAN already exists");
  });
});
