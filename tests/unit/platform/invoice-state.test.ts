import { describe, expect, it } from "vitest";
import { invoiceState, isInvoiceState } from "@/lib/server/platform/invoice-state";

describe("the console's invoice states", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  it("files an unpaid invoice as overdue once its due time has passed, not before", () => {
    expect(invoiceState({ status: "unpaid", dueAt: "2026-03-10T11:59:59Z" }, now)).toBe("overdue");
    expect(invoiceState({ status: "unpaid", dueAt: "2026-03-10T12:00:01Z" }, now)).toBe("unpaid");
    expect(invoiceState({ status: "unpaid", dueAt: null }, now)).toBe("unpaid");
  });

  it("files paid invoices as paid and cancelled ones as voided, whatever their due time", () => {
    expect(invoiceState({ status: "paid", dueAt: "2026-01-01T00:00:00Z" }, now)).toBe("paid");
    expect(invoiceState({ status: "cancelled", dueAt: "2026-01-01T00:00:00Z" }, now)).toBe("voided");
  });

  it("accepts only the four states as a filter", () => {
    expect(["unpaid", "overdue", "paid", "voided"].every(isInvoiceState)).toBe(true);
    for (const value of ["cancelled", "all", "", undefined]) expect(isInvoiceState(value)).toBe(false);
  });
});
