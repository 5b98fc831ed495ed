import { describe, expect, it } from "vitest";
import { ZWifiSettings } from "@/lib/schemas/wifi-settings";

const base = { storeId: 1, version: 1, ssid: "Cafe", encryption: "WPA", password: "password", hidden: false };
const check = (changes: Record<string, unknown>) => ZWifiSettings.safeParse({ ...base, ...changes });
const problem = (changes: Record<string, unknown>) => {
  const result = check(changes);
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join(".")}=${issue.message}`).join(" ");
};

describe("Wi-Fi settings", () => {
  it("limits the network name to 32 bytes of UTF-8, not 32 characters", () => {
    expect(problem({ ssid: "a".repeat(32) })).toBeNull();
    expect(problem({ ssid: "a".repeat(33) })).toBe("ssid=wifiSsidTooLong:32");
    expect(problem({ ssid: "Ж".repeat(16) })).toBeNull();
    expect(problem({ ssid: "Ж".repeat(17) })).toBe("ssid=wifiSsidTooLong:32");
    expect(problem({ ssid: "咖".repeat(11) })).toBe("ssid=wifiSsidTooLong:32");
  });

  it("takes WPA passwords of 8 to 63 characters or 64 hex digits", () => {
    expect(problem({ password: "1234567" })).toBe("password=wifiWpaPassword");
    expect(problem({ password: "12345678" })).toBeNull();
    expect(problem({ password: "x".repeat(63) })).toBeNull();
    expect(problem({ password: "x".repeat(64) })).toBe("password=wifiWpaPassword");
    expect(problem({ password: "aF".repeat(32) })).toBeNull();
    expect(problem({ password: "" })).toBe("password=wifiPasswordRequired");
    expect(problem({ password: 'p;a,s:s"\\w' })).toBeNull();
  });

  it("takes WEP keys of 5 or 13 characters or 10 or 26 hex digits", () => {
    for (const password of ["abcde", "abcdefghijklm", "0123456789", "0123456789abcdefABCDEF0123"]) {
      expect(problem({ encryption: "WEP", password })).toBeNull();
    }
    for (const password of ["abcd", "abcdef", "012345678g", "x".repeat(26)]) {
      expect(problem({ encryption: "WEP", password })).toBe("password=wifiWepPassword");
    }
  });

  it("keeps no password for an open network", () => {
    const result = check({ encryption: "nopass", password: "left over" });
    expect(result.success && result.data.password).toBe("");
  });

  it("an empty network name clears Wi-Fi whatever the password", () => {
    expect(problem({ ssid: "", password: "" })).toBeNull();
  });

  it("keeps spaces and symbols exactly as typed", () => {
    const result = check({ ssid: " My \"Cafe\"; Wi-Fi, \\ :guest ", password: " spaced pass " });
    expect(result.success && result.data).toMatchObject({ ssid: ' My "Cafe"; Wi-Fi, \\ :guest ', password: " spaced pass " });
  });

  it("refuses an unknown encryption type", () => {
    expect(problem({ encryption: "WPA3" })).toBe("encryption=required");
  });
});
