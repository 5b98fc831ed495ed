import { describe, expect, it } from "vitest";
import { nextDay, zonedDayStart } from "@/lib/domain/zoned-day";

describe("zonedDayStart", () => {
  it("finds local midnight in the store's time zone", () => {
    expect(zonedDayStart("2030-05-01", "Europe/Minsk")?.toISOString()).toBe("2030-04-30T21:00:00.000Z");
    expect(zonedDayStart("2030-05-01", "UTC")?.toISOString()).toBe("2030-05-01T00:00:00.000Z");
    expect(zonedDayStart("2030-01-15", "America/New_York")?.toISOString()).toBe("2030-01-15T05:00:00.000Z");
  });

  it("follows daylight-saving changes", () => {
    expect(zonedDayStart("2030-07-15", "America/New_York")?.toISOString()).toBe("2030-07-15T04:00:00.000Z");
    expect(zonedDayStart("2030-03-31", "Europe/Berlin")?.toISOString()).toBe("2030-03-30T23:00:00.000Z");
  });

  it("refuses malformed and impossible days", () => {
    expect(zonedDayStart("2030-02-30", "UTC")).toBeNull();
    expect(zonedDayStart("yesterday", "UTC")).toBeNull();
  });
});

describe("nextDay", () => {
  it("crosses month and year ends", () => {
    expect(nextDay("2030-02-28")).toBe("2030-03-01");
    expect(nextDay("2030-12-31")).toBe("2031-01-01");
  });
});
