import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entityStatus, type TextStatus } from "@/lib/domain/translations/entity-status";

const statuses = fc.array(fc.constantFrom<TextStatus>("queued", "in_progress", "done", "error"));

describe("an entity's translation status", () => {
  it("is completed with nothing to translate or every language done", () => {
    expect(entityStatus([])).toBe("completed");
    expect(entityStatus(["done", "done"])).toBe("completed");
  });

  it("moves while any language waits or runs, and fails only when nothing moves any more", () => {
    expect(entityStatus(["done", "queued", "error"])).toBe("in_queue");
    expect(entityStatus(["queued", "in_progress"])).toBe("in_progress");
    expect(entityStatus(["done", "error"])).toBe("failed");
  });

  it("is final exactly when no language is queued or running", () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const moving = list.some((status) => status === "queued" || status === "in_progress");
        expect(["completed", "failed"].includes(entityStatus(list))).toBe(!moving);
        if (!moving) expect(entityStatus(list)).toBe(list.includes("error") ? "failed" : "completed");
      }),
    );
  });
});
