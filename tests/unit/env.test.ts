import { describe, expect, it } from "vitest";
import { EnvError, menuDomain, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("has embedded defaults for everything", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, ROOT_DOMAIN: "localhost", DATA_DIR: "./data", RESERVED_HOST_LABELS: ["api", "admin"] });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(menuDomain(env)).toBe("menu.localhost");
  });

  it("wants a bucket of its own for private files when the public bucket is reachable by URL", () => {
    const s3 = { S3_BUCKET: "carta", S3_PUBLIC_URL: "https://cdn.carta.test" };
    expect(() => parseEnv(s3)).toThrow(/S3_PRIVATE_BUCKET: must name a bucket other than S3_BUCKET/);
    expect(() => parseEnv({ ...s3, S3_PRIVATE_BUCKET: "carta" })).toThrow(/S3_PRIVATE_BUCKET/);
    expect(parseEnv({ ...s3, S3_PRIVATE_BUCKET: "carta-private" }).S3_PRIVATE_BUCKET).toBe("carta-private");
    expect(() => parseEnv({ S3_PRIVATE_BUCKET: "carta-private" })).toThrow(/S3_BUCKET: is required when S3_PRIVATE_BUCKET is set/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("normalises the root domain and reserved labels", () => {
    const env = parseEnv({ ROOT_DOMAIN: "Carta.App", RESERVED_HOST_LABELS: " Static , CDN " });
    expect(env.ROOT_DOMAIN).toBe("carta.app");
    expect(env.RESERVED_HOST_LABELS).toEqual(["static", "cdn"]);
    expect(menuDomain(env)).toBe("carta.app");
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ ROOT_DOMAIN: "bad domain" }, "ROOT_DOMAIN"],
    [{ RESERVED_HOST_LABELS: "only-one" }, "RESERVED_HOST_LABELS"],
    [{ RESERVED_HOST_LABELS: "a,b,c" }, "RESERVED_HOST_LABELS"],
    [{ RESERVED_HOST_LABELS: "ok,no_underscore" }, "RESERVED_HOST_LABELS"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ ROOT_DOMAIN: "localhost:99999" }, "ROOT_DOMAIN"],
    [{ MENU_DOMAIN: "menu.localhost:3000" }, "MENU_DOMAIN"],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "proxy.local" }, "TRUSTED_PROXIES"],
    [{ METRICS_TOKEN: "too-short" }, "METRICS_TOKEN"],
    [{ DNS_SERVERS: "dns.google" }, "DNS_SERVERS"],
    [{ DNS_SERVERS: "127.0.0.1:70000" }, "DNS_SERVERS"],
    [{ DNS_SERVERS: "::1:53:x" }, "DNS_SERVERS"],
  ])("rejects %o naming %s", (input, variable) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(new RegExp(`${variable}`));
  });
});

describe("ROOT_DOMAIN with a port", () => {
  it("is accepted: the host stays the root domain and public links carry the port", () => {
    const env = parseEnv({ ROOT_DOMAIN: "localhost:3101" });
    expect(env.ROOT_DOMAIN).toBe("localhost");
    expect(env.publicPort).toBe(3101);
    expect(menuDomain(env)).toBe("menu.localhost");
  });

  it("tells what to write when the value is no host", () => {
    expect(() => parseEnv({ ROOT_DOMAIN: "http://carta.app" })).toThrow(
      /ROOT_DOMAIN: "http:\/\/carta\.app" is not a host name: set it to the root site's host, such as carta\.app or localhost, optionally with the public port visitors use \(localhost:3101\)/,
    );
    expect(() => parseEnv({ ROOT_DOMAIN: "localhost:0" })).toThrow(/use a port from 1 to 65535, or drop it and set PORT/);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("defaults to none and takes IPv4 and IPv6 addresses and ranges", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8" }).TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]);
  });

  it("names the bad entry and the expected form", () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.1,nginx" })).toThrow(/"nginx" is not an IP address or CIDR range: list addresses or ranges separated by commas/);
  });
});

describe("DNS_SERVERS", () => {
  it("defaults to the system's and takes addresses with or without a port", () => {
    expect(parseEnv({}).DNS_SERVERS).toEqual([]);
    expect(parseEnv({ DNS_SERVERS: " 1.1.1.1, 127.0.0.1:5353,::1,[::1]:53 " }).DNS_SERVERS).toEqual(["1.1.1.1", "127.0.0.1:5353", "::1", "[::1]:53"]);
  });

  it("names the bad entry and the expected form", () => {
    expect(() => parseEnv({ DNS_SERVERS: "1.1.1.1,ns1.example.com" })).toThrow(/"ns1\.example\.com" is not a DNS server address: list IP addresses, optionally with a port/);
  });
});

describe("JOB_LEASE_SECONDS", () => {
  it("defaults to a minute and takes whole seconds from 5", () => {
    expect(parseEnv({}).JOB_LEASE_SECONDS).toBe(60);
    expect(parseEnv({ JOB_LEASE_SECONDS: "5" }).JOB_LEASE_SECONDS).toBe(5);
    expect(() => parseEnv({ JOB_LEASE_SECONDS: "4" })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => parseEnv({ JOB_LEASE_SECONDS: "1.5" })).toThrow(/JOB_LEASE_SECONDS/);
  });
});
