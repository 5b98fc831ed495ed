import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";

// 09:30 UTC: 12:30 in Minsk (UTC+3), 17:30 in Shanghai (UTC+8), 01:30 in Los Angeles (UTC−8).
const ISSUED = new Date("2026-01-15T09:30:00Z");
const shown = (zone: string) => createFormatter({ locale: "en", timeZone: zone }).dateTime(ISSUED, { dateStyle: "medium", timeStyle: "short", timeZone: zone });

describe("the console's time zone", () => {
  it("is the administrator's profile setting, stated as such", () => {
    expect(consoleTimeZone({ timeZone: "Asia/Shanghai" })).toEqual({ zone: "Asia/Shanghai", source: "profile" });
  });

  it("is the platform default without a setting, or when the stored zone is no longer known", () => {
    expect(consoleTimeZone({ timeZone: null })).toEqual({ zone: "Europe/Minsk", source: "platform" });
    expect(consoleTimeZone({ timeZone: "Atlantis/Capital" })).toEqual({ zone: "Europe/Minsk", source: "platform" });
  });

  it("moves the times the console formats by the zone's offset", () => {
    expect(shown(consoleTimeZone({ timeZone: null }).zone)).toMatch(/^Jan 15, 2026,? 12:30\sPM$/);
    expect(shown(consoleTimeZone({ timeZone: "Asia/Shanghai" }).zone)).toMatch(/^Jan 15, 2026,? 5:30\sPM$/);
    expect(shown(consoleTimeZone({ timeZone: "America/Los_Angeles" }).zone)).toMatch(/^Jan 15, 2026,? 1:30\sAM$/);
  });
});
