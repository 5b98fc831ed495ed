import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type DomainState, nextDomainState } from "@/lib/domain/custom-domain-state";
import { DOMAIN_GRACE_MS } from "@/lib/sites/domain-proof";

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const pending: DomainState = { status: "pending", failure: null, verifiedAt: null, failingSince: null };
const verified: DomainState = { status: "verified", failure: null, verifiedAt: at(0), failingSince: null };
const proven = { proven: true } as const;
const missing = { proven: false, failure: "no_record" } as const;

describe("a custom domain's state after a check", () => {
  it("verifies a proven claim once, keeping the first verification time", () => {
    expect(nextDomainState(pending, proven, false, at(5))).toEqual({ status: "verified", failure: null, verifiedAt: at(5), failingSince: null });
    expect(nextDomainState(verified, proven, false, at(9))).toEqual(verified);
  });

  it("fails a proven claim that another store verified first, but never takes a verified one away", () => {
    expect(nextDomainState(pending, proven, true, at(5))).toEqual({ status: "failed", failure: "taken", verifiedAt: null, failingSince: null });
    expect(nextDomainState(verified, proven, true, at(5)).status).toBe("verified");
  });

  it("fails an unverified claim at once with the lookup's reason", () => {
    expect(nextDomainState(pending, { proven: false, failure: "wrong_value" }, false, at(1))).toEqual({ status: "failed", failure: "wrong_value", verifiedAt: null, failingSince: null });
  });

  it("keeps a verified domain routed through the grace from its first failed check, then fails it", () => {
    const first = nextDomainState(verified, missing, false, at(10));
    expect(first).toEqual({ ...verified, failure: "no_record", failingSince: at(10) });
    const again = nextDomainState(first, { proven: false, failure: "dns_error" }, false, at(10 + DOMAIN_GRACE_MS - 1));
    expect(again).toEqual({ ...verified, failure: "dns_error", failingSince: at(10) });
    expect(nextDomainState(again, missing, false, at(10 + DOMAIN_GRACE_MS))).toEqual({ status: "failed", failure: "no_record", verifiedAt: null, failingSince: null });
  });

  it("forgets a failing streak once the record is back", () => {
    const failing = nextDomainState(verified, missing, false, at(10));
    expect(nextDomainState(failing, proven, false, at(20))).toEqual(verified);
  });
});

const keysOf = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key)) : [prefix];
const proofTexts = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages", locale, "store-settings.json"), "utf8")).domain.proof;

it.each(["ru", "zh"])("the domain proof texts in %s have every English key, each translated", (locale) => {
  const english = proofTexts("en");
  const texts = proofTexts(locale);
  expect(keysOf(texts).sort()).toEqual(keysOf(english).sort());
  const pick = (root: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
  expect(keysOf(english).filter((key) => pick(texts, key) === pick(english, key))).toEqual([]);
});
