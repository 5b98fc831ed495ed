import { describe, expect, it } from "vitest";
import { runGuards } from "@/lib/server/auth/guards";

describe("runGuards", () => {
  it("throws for a guard name that does not exist, before anything runs", async () => {
    await expect(runGuards(["no-such-guard"], { locale: "en", path: "/en" })).rejects.toThrow('Route guard "no-such-guard" does not exist');
  });

  it("runs nothing for an empty list", async () => {
    await expect(runGuards([], { locale: "en", path: "/en" })).resolves.toBeUndefined();
  });
});
