import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WifiConfig } from "@/lib/db/schema/stores";
import { escapeWifiField, wifiPayload } from "@/lib/domain/wifi/wifi-payload";
import { parseWifiPayload } from "../support/wifi-payload-parser";

const wpa = (ssid: string, password: string, hidden = false): WifiConfig => ({ ssid, encryption: "WPA", password, hidden });

describe("wifiPayload", () => {
  it("writes the standard fields in order", () => {
    expect(wifiPayload(wpa("Cafe", "secret123"))).toBe("WIFI:T:WPA;S:Cafe;P:secret123;;");
    expect(wifiPayload({ ssid: "Old", encryption: "WEP", password: "abcde", hidden: false })).toBe("WIFI:T:WEP;S:Old;P:abcde;;");
  });

  it("leaves the password out of an open network and marks only a hidden one", () => {
    expect(wifiPayload({ ssid: "Free", encryption: "nopass", password: "ignored", hidden: false })).toBe("WIFI:T:nopass;S:Free;;");
    expect(wifiPayload(wpa("Secret", "password1", true))).toBe("WIFI:T:WPA;S:Secret;P:password1;H:true;;");
  });

  it('escapes \\ ; , : and " with a backslash in the name and the password', () => {
    expect(escapeWifiField('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiPayload(wpa('My "Cafe"; Wi-Fi, \\ :guest', 'p;a,s:s"\\'))).toBe(
      'WIFI:T:WPA;S:My \\"Cafe\\"\\; Wi-Fi\\, \\\\ \\:guest;P:p\\;a\\,s\\:s\\"\\\\;;',
    );
  });

  it("keeps Cyrillic, CJK and emoji names as they are", () => {
    expect(wifiPayload(wpa("Кафе «Уют» 咖啡 ☕", "пароль-12345"))).toBe("WIFI:T:WPA;S:Кафе «Уют» 咖啡 ☕;P:пароль-12345;;");
  });

  const config = fc.record({
    ssid: fc.string({ unit: fc.constantFrom(..."\\;,:\"' aZ9Жж咖☕".split(""), ...["\u{1F600}"]), minLength: 1 }),
    encryption: fc.constantFrom("WPA" as const, "WEP" as const, "nopass" as const),
    password: fc.string({ unit: "grapheme", minLength: 1 }),
    hidden: fc.boolean(),
  });

  it("a reader of the format gets back exactly the fields (property)", () => {
    fc.assert(
      fc.property(config, (wifi) => {
        const fields = parseWifiPayload(wifiPayload(wifi));
        const expected: Record<string, string> = { T: wifi.encryption, S: wifi.ssid };
        if (wifi.encryption !== "nopass") expected.P = wifi.password;
        if (wifi.hidden) expected.H = "true";
        expect(fields).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("leaves no special character unescaped (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."\\;,:\"a Ж\n".split("")) }), (value) => {
        const unescaped = escapeWifiField(value).replace(/\\./gs, "");
        expect(unescaped).not.toMatch(/[\\;,:"]/);
      }),
    );
  });
});
