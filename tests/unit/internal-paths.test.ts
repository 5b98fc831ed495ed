import { describe, expect, it } from "vitest";
import { isInternalPath } from "@/lib/sites/internal-paths";

describe("isInternalPath", () => {
  it.each([
    "/root-domain",
    "/en/root-domain",
    "/en/menu-domain/demo/menu",
    "/menu-domain",
    "/ru/Root-Domain/x",
    "/en/%72oot-domain",
  ])("%s is internal", (path) => expect(isInternalPath(path)).toBe(true));

  it.each(["/", "/en/menu", "/en/root-domainx", "/en/my-menu-domain", "/en/%E0%A4%A"])("%s is public", (path) =>
    expect(isInternalPath(path)).toBe(false),
  );
});
