import { describe, expect, it } from "vitest";
import { EnvError, menuDomain, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("has embedded defaults for everything", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, ROOT_DOMAIN: "localhost", DATA_DIR: "./data", RESERVED_HOST_LABELS: ["api", "admin"] });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(menuDomain(env)).toBe("menu.localhost");
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
  ])("rejects %o naming %s", (input, variable) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(new RegExp(`${variable}`));
  });
});
