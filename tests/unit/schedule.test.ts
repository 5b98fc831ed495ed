import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isInWindow, isOpenAt, isScheduledVisible, localTime, toMinutes } from "@/lib/domain/schedule";

const at = (weekday: number, time: string) => ({ weekday, minutes: toMinutes(time) });

describe("schedule windows", () => {
  const fridayNight = { days: [5], start: "18:00", end: "02:00" };

  it("covers the next morning when the window crosses midnight", () => {
    expect(isInWindow(fridayNight, at(5, "18:00"))).toBe(true);
    expect(isInWindow(fridayNight, at(5, "23:59"))).toBe(true);
    expect(isInWindow(fridayNight, at(6, "01:00"))).toBe(true);
    expect(isInWindow(fridayNight, at(6, "02:00"))).toBe(false);
    expect(isInWindow(fridayNight, at(5, "01:00"))).toBe(false);
    expect(isInWindow(fridayNight, at(5, "17:59"))).toBe(false);
  });

  it("wraps Sunday night into Monday", () => {
    expect(isInWindow({ days: [7], start: "22:00", end: "03:00" }, at(1, "02:30"))).toBe(true);
  });

  it("a disabled schedule hides nothing", () => {
    expect(isScheduledVisible({ enabled: false, days: [1], start: "08:00", end: "09:00" }, at(3, "20:00"))).toBe(true);
    expect(isScheduledVisible(null, at(3, "20:00"))).toBe(true);
  });

  it("a same-day window contains exactly its minutes on its days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 1439 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 1439 }),
        (start, length, weekday, minute) => {
          const end = Math.min(1439, start + length);
          fc.pre(end > start);
          const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
          const inside = isInWindow({ days: [weekday], start: fmt(start), end: fmt(end) }, { weekday, minutes: minute });
          expect(inside).toBe(minute >= start && minute < end);
        },
      ),
    );
  });

  it("reads the wall clock of the store's timezone", () => {
    const moment = new Date("2026-11-20T22:30:00Z");
    expect(localTime(moment, "Europe/Minsk")).toEqual({ weekday: 6, minutes: 30 + 60 });
    expect(localTime(moment, "UTC")).toEqual({ weekday: 5, minutes: 22 * 60 + 30 });
  });

  it("knows whether a venue is open", () => {
    const hours = [{ days: [5, 6], opens: "10:00", closes: "02:00" }];
    expect(isOpenAt(hours, at(6, "01:30"))).toBe(true);
    expect(isOpenAt(hours, at(1, "01:30"))).toBe(false);
  });
});
