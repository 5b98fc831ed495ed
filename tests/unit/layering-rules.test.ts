import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, applied to code as it would sit at the given path.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the configuration (TypeScript parser, Next.js plugins) takes seconds on a busy machine.
describe("layering rules", { timeout: 60_000 }, () => {
  it("refuses reading the time around the clock in app/ and lib/server", async () => {
    const code = 'import "server-only";\nexport const a = new Date();\nexport const b = Date.now();\n';
    const found = await problems("lib/server/stores/example.ts", code);
    expect(found.filter((problem) => problem.startsWith("no-restricted-syntax"))).toHaveLength(2);
    expect((await problems("app/api/example/route.ts", code)).filter((problem) => problem.startsWith("no-restricted-syntax"))).toHaveLength(2);
  });

  it("lets the clock itself and explicit dates be", async () => {
    const code = 'import "server-only";\nimport { systemClock } from "../context";\nexport const a = new Date(systemClock.now().getTime() + 1000);\n';
    expect(await problems("lib/server/stores/example.ts", code)).toEqual([]);
  });

  it("refuses a lib/server module without server-only", async () => {
    expect(await problems("lib/server/stores/example.ts", "export const a = 1;\n")).toEqual([expect.stringMatching(/^carta\/server-only-module:/)]);
  });

  it("refuses lib/ importing components/", async () => {
    const viaAlias = await problems("lib/domain/example.ts", 'import { x } from "@/components/ui/x";\nexport const a = x;\n');
    const relative = await problems("lib/domain/example.ts", 'import type { X } from "../../components/ui/x";\nexport type A = X;\n');
    expect(viaAlias).toEqual([expect.stringMatching(/^no-restricted-imports:.*components/)]);
    expect(relative).toEqual([expect.stringMatching(/^no-restricted-imports:.*components/)]);
  });
});

describe("one of each", { timeout: 60_000 }, () => {
  it.each(["components/legal/example.tsx", "lib/domain/example.ts", "lib/export/example.ts"])("refuses a second Markdown pipeline in %s", async (filePath) => {
    const found = await problems(filePath, 'import Markdown from "react-markdown";\nimport { unified } from "unified";\nexport const a = [Markdown, unified];\n');
    expect(found).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports:.*markdown-html/), expect.stringMatching(/^@typescript-eslint\/no-restricted-imports:.*markdown-html/)]);
  });

  it("refuses a second message formatter", async () => {
    const found = await problems("lib/mail/example.ts", 'import { IntlMessageFormat } from "intl-messageformat";\nexport const a = IntlMessageFormat;\n');
    expect(found).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports:.*use-intl/)]);
  });

  it("lets the Markdown pipeline itself use unified", async () => {
    expect(await problems("lib/html/markdown-html.ts", 'import { unified } from "unified";\nexport const a = unified;\n')).toEqual([]);
  });
});

describe("markup from components", { timeout: 60_000 }, () => {
  const tags = (found: string[]) => found.filter((problem) => problem.startsWith("carta/no-html-strings"));

  it.each(["lib/mail/example.ts", "components/admin/example.tsx", "app/api/example/route.ts"])("refuses tags built in a template literal or with + in %s", async (filePath) => {
    const code = [
      "const name = String(Math.random());",
      "export const a = `<p class=\"x\">${name}</p>`;",
      "export const b = `${name}<br>`;",
      "export const c = `<td${name ? ' class=\"n\"' : \"\"}>`;",
      "export const d = \"<li>\" + name + \"</li>\";",
      "",
    ].join("\n");
    expect(tags(await problems(filePath, code))).toHaveLength(4);
  });

  it("refuses a home-made escaper and the escaping packages", async () => {
    const code = 'import escape from "escape-html";\nexport function escapeHTML(value: string) { return escape(value); }\nexport const escapeXml = escapeHTML;\n';
    const found = await problems("lib/qr/example.ts", code);
    expect(tags(found)).toHaveLength(2);
    expect(found).toContainEqual(expect.stringMatching(/^@typescript-eslint\/no-restricted-imports:.*render-html/));
  });

  it("lets a doctype, comparisons, CSS and the translation engines' placeholders be", async () => {
    const code = [
      "const a = 1, b = 2, body = String(a);",
      "export const page = `<!doctype html>\\n${body}`;",
      "export const test = `${a < b}`;",
      "export const css = `.a > .b { width: ${a}pt; }`;",
      "export const sum = \"a<b\" + body;",
      "",
    ].join("\n");
    expect(tags(await problems("lib/views/example.tsx", code))).toEqual([]);
    expect(tags(await problems("lib/translation/markup.ts", "export const token = (i: number) => `<x id=\"${i}\"/>`;\n"))).toEqual([]);
  });
});
