import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/http/content-security-policy";
import { foreignOrigin } from "@/lib/http/foreign-origin";
import { inlineScriptHashes } from "@/lib/http/inline-script-hashes";
import { policyWithHashes } from "@/lib/http/policy-with-hashes";
import { strictTransportSecurity } from "@/lib/http/strict-transport-security";
import { unservableRequest } from "@/lib/http/unservable-request";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each script a browser runs, once, and leaves external scripts and data blocks alone", () => {
    const html =
      `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>` +
      `<script type="application/json">{"c":1}</script><script type="application/ld+json">{}</script><script nonce="n">a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("content security policy", () => {
  it("refuses frames unless the page may be framed", () => {
    expect(contentSecurityPolicy({ scripts: ["'nonce-x'"], frameable: false })).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ scripts: [], frameable: true })).not.toContain("frame-ancestors");
  });

  it("a kept copy's nonce gives way to the hashes of its inline scripts", () => {
    const policy = contentSecurityPolicy({ scripts: ["'nonce-abc'"], frameable: false });
    const kept = policyWithHashes(policy, "<script nonce=\"abc\">go()</script>");
    expect(kept).not.toContain("nonce");
    expect(kept).toContain(`script-src 'self' ${sha("go()")};`);
    expect(policyWithHashes(kept, "<script>other()</script>")).toBe(kept);
  });

  it("asks for https only when the service is public over https", () => {
    expect(strictTransportSecurity("https")).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(strictTransportSecurity("http")).toBeNull();
  });
});

describe("requests no route can serve", () => {
  it("refuses methods fetch cannot carry with 405 and targets that are not paths with 400", () => {
    for (const method of ["TRACE", "track", "CONNECT"]) expect(unservableRequest(method, "/en")?.status).toBe(405);
    expect(unservableRequest("OPTIONS", "*")?.status).toBe(400);
    expect(unservableRequest("GET", "http://elsewhere.example/")?.status).toBe(400);
    expect(unservableRequest("OPTIONS", "/api/health")).toBeNull();
    expect(unservableRequest("GET", "/en")).toBeNull();
  });
});

describe("foreign origins", () => {
  it("compares scheme and host of a changing request's Origin with the site it reached", () => {
    expect(foreignOrigin("POST", "http://localhost:3000", "localhost:3000", "http")).toBe(false);
    expect(foreignOrigin("POST", "https://localhost:3000", "localhost:3000", "http")).toBe(true);
    expect(foreignOrigin("POST", "http://evil.example", "localhost:3000", "http")).toBe(true);
    expect(foreignOrigin("POST", "null", "localhost:3000", "http")).toBe(true);
    expect(foreignOrigin("POST", null, "localhost:3000", "http")).toBe(false);
    expect(foreignOrigin("GET", "http://evil.example", "localhost:3000", "http")).toBe(false);
  });
});
