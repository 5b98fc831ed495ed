import { describe, expect, it } from "vitest";
import { addressMatcher } from "@/lib/env";
import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER, VIA_PROXY_HEADER, cameViaProxy, clientAddress } from "@/lib/server/auth/client-address";
import { clientAddressStamp } from "@/server/client-address-stamp";
import { resolveClientAddress } from "@/lib/server/auth/forwarded-address";

const none = addressMatcher([]);
const proxies = addressMatcher(["10.0.0.0/8", "::1", "fd00::/8"]);

describe("the client address", () => {
  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", "1.2.3.4, 5.6.7.8", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("127.0.0.1", undefined, none)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, "1.2.3.4", none)).toBe("unknown");
  });

  it("walks X-Forwarded-For right to left past trusted proxies only", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.1.1.1", proxies)).toBe("203.0.113.9");
    expect(resolveClientAddress("::1", "2001:db8::7, fd00::3", proxies)).toBe("2001:db8::7");
    expect(resolveClientAddress("::ffff:10.0.0.2", "203.0.113.9", proxies)).toBe("203.0.113.9");
  });

  it("stops at the last trusted hop when the header runs out or holds no address", () => {
    expect(resolveClientAddress("10.0.0.2", undefined, proxies)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "10.0.0.3", proxies)).toBe("10.0.0.3");
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, garbage", proxies)).toBe("10.0.0.2");
  });

  it("is read only from the header the server stamps", () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "1.2.3.4" }))).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" }))).toBe("unknown");
    expect(clientAddress({ [CLIENT_ADDRESS_HEADER]: "198.51.100.1" })).toBe("198.51.100.1");
  });
});

describe("the server's stamp", () => {
  const stamp = clientAddressStamp(["10.0.0.0/8"]);
  const stamped = (remoteAddress: string, headers: Record<string, string>) => {
    const request = { socket: { remoteAddress }, headers: { ...headers } } as unknown as IncomingMessage;
    stamp(request);
    return new Headers(request.headers as Record<string, string>);
  };

  it("says whether a proxy forwarded the request, replacing what the client sent", () => {
    expect(cameViaProxy(stamped("127.0.0.1", {}))).toBe(false);
    expect(cameViaProxy(stamped("127.0.0.1", { "x-forwarded-for": "203.0.113.9", [VIA_PROXY_HEADER]: "0" }))).toBe(true);
    expect(cameViaProxy(stamped("10.0.0.2", { forwarded: "for=203.0.113.9" }))).toBe(true);
    expect(cameViaProxy(new Headers())).toBe(true);
  });

  it("replaces the address the client sent under the stamp's name", () => {
    expect(clientAddress(stamped("10.0.0.2", { "x-forwarded-for": "203.0.113.9", [CLIENT_ADDRESS_HEADER]: "127.0.0.1" }))).toBe("203.0.113.9");
  });
});

describe("addressMatcher", () => {
  it("matches addresses and ranges of both families, IPv4-mapped IPv6 as IPv4", () => {
    expect([proxies("10.255.0.1"), proxies("::ffff:10.0.0.1"), proxies("::1"), proxies("fd12::1")]).toEqual([true, true, true, true]);
    expect([proxies("11.0.0.1"), proxies("2001:db8::1"), proxies("not-an-address"), proxies("")]).toEqual([false, false, false, false]);
  });
});
