import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

// The server and the tools are compiled to CommonJS with their packages left outside (scripts/build-server.mjs):
// the views they render (the outage notice in the page cache, mails in the job worker) must work there too.
describe("views compiled as the server is", () => {
  // inside the project, where Node finds the packages the compiled files require
  const results = path.resolve("test-results");
  mkdirSync(results, { recursive: true });
  const dir = mkdtempSync(path.join(results, "views-cjs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("render the outage notice and a mail from CommonJS", { timeout: 60_000 }, async () => {
    await build({
      entryPoints: { outage: "lib/views/outage/outage-notice.tsx", mail: "lib/mail/templates.ts" },
      outdir: dir,
      bundle: true,
      platform: "node",
      format: "cjs",
      packages: "external",
      logLevel: "silent",
    });
    const load = createRequire(path.join(process.cwd(), "package.json"));
    const { outageNoticeHtml } = load(path.join(dir, "outage.js")) as typeof import("@/lib/views/outage/outage-notice");
    const { renderMail } = load(path.join(dir, "mail.js")) as typeof import("@/lib/mail/templates");
    expect(outageNoticeHtml("<b>stale</b>")).toContain(">&lt;b>stale&lt;/b></p>");
    expect(renderMail("reset-password", "en", { link: "https://x.test/r?t=1&u=2" }).html).toContain('href="https://x.test/r?t=1&amp;u=2"');
  });
});
