import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUES } from "@/components/forms/use-error-text";
import { CLIENT_NAMESPACES, type ClientArea } from "@/lib/i18n/client-namespaces";
import { pickMessages } from "@/lib/i18n/pick-messages";

// The folders whose layout opens a NextIntlClientProvider, and the list each passes.
const PROVIDERS: Record<string, ClientArea> = {
  "app/[locale]": "locale",
  "app/[locale]/root-domain": "rootSite",
  "app/[locale]/root-domain/[storeurl]/admin-panel": "adminPanel",
  "app/[locale]/root-domain/[storeurl]/admin-panel/[section]": "adminMenu",
  "app/[locale]/root-domain/[storeurl]/admin-panel/promotions": "adminPromotions",
  "app/[locale]/root-domain/[storeurl]/admin-panel/settings": "adminSettings",
  "app/[locale]/root-domain/[storeurl]/admin-panel/subscription": "adminSubscription",
  "app/[locale]/root-domain/[storeurl]/admin-panel/tables": "adminTables",
  "app/[locale]/root-domain/platform": "platform",
};

const source = (file: string) => readFileSync(file, "utf8");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? join(dirname(from), specifier) : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => existsSync(path) && statSync(path).isFile());
  return found ?? null;
}

function imports(file: string): string[] {
  const text = source(file);
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => resolve(file, specifier)).filter((path): path is string => path !== null);
}

/** What `translator` reads: each key it is called with, or its whole namespace when a key is computed or the translator is handed on. */
function keysRead(text: string, translator: string, namespace: string): string[] {
  const uses = [...text.matchAll(new RegExp(`(?<![\\w."'/@-])${translator}\\b(?!\\s*=)(\\.(?:rich|has|markup|raw))?(\\(\\s*"([^"]+)")?`, "g"))];
  return uses.every((use) => use[3] !== undefined) ? uses.map((use) => `${namespace}.${use[3]}`) : [namespace];
}

/** The message paths a client module reads: `useTranslations("ns")`, the project's `useErrorText(area)`, and the keys of a translator without a namespace. */
function namespacesRead(file: string): string[] {
  const text = source(file);
  if (!/from "next-intl"/.test(text) && !/useErrorText\(/.test(text)) return [];
  const found = [...text.matchAll(/useTranslations\("([^"]+)"\)/g)]
    .filter((match) => !/const \w+ = $/.test(text.slice(0, match.index)))
    .map((match) => match[1]!);
  for (const [, translator, namespace] of text.matchAll(/const (\w+) = useTranslations\("([^"]+)"\)/g)) found.push(...keysRead(text, translator!, namespace!));
  for (const [, variable] of text.matchAll(/useTranslations\((\w+)\)/g)) {
    const union = new RegExp(`\\b${variable}\\??:\\s*((?:"[^"]+"\\s*\\|?\\s*)+)`).exec(text);
    expect(union, `${file}: the namespaces ${variable} may hold`).not.toBeNull();
    found.push(...[...union![1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!));
  }
  if (/catalogueText\(/.test(text)) found.push("errors.requestFailed");
  for (const [, area] of text.matchAll(/useErrorText\("(\w+)"\)/g)) found.push(...ERROR_CATALOGUES[area as keyof typeof ERROR_CATALOGUES]);
  if (/useTranslations\(\)/.test(text) && !file.endsWith("use-error-text.ts")) {
    const catalogue = /catalogueText\(useTranslations\(\),\s*\[([^\]]*)\]/.exec(text);
    expect(catalogue || !/\bt(?:\.rich|\.has)?\((?![`"])/.test(text), `${file}: a key held in a variable, from the root of the messages`).toBeTruthy();
    // A key built in a template string reads everything under its written start: `auth.errors.${key}` → auth.errors.
    const keys = catalogue ? catalogue[1]!.matchAll(/"([^"]+)"/g) : text.matchAll(/\bt(?:\.rich|\.has)?\(["`]([^"`$]+)/g);
    found.push(...[...keys].map((match) => match[1]!.replace(/\.$/, "")));
  }
  return found;
}

const areaOf = (file: string): ClientArea | null =>
  Object.entries(PROVIDERS)
    .filter(([dir]) => file.startsWith(`${dir}/`))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1] ?? null;

/** Each area's client modules: those a route file of the area reaches through a "use client" module, with what they read. */
function clientReads(): Map<ClientArea, Map<string, string[]>> {
  const reads = new Map<ClientArea, Map<string, string[]>>();
  for (const route of walk("app/[locale]")) {
    const area = areaOf(route);
    if (!area) continue;
    const seen = new Set<string>();
    const visit = (file: string, client: boolean) => {
      const key = `${file}:${client}`;
      if (seen.has(key)) return;
      seen.add(key);
      const inClient = client || /^\s*["']use client["']/.test(source(file));
      if (inClient) {
        const paths = namespacesRead(file);
        if (paths.length) (reads.get(area) ?? reads.set(area, new Map()).get(area)!).set(file, paths);
      }
      for (const next of imports(file)) visit(next, inClient);
    };
    visit(route, false);
  }
  return reads;
}

const covered = (path: string, namespaces: readonly string[]) => namespaces.some((namespace) => path === namespace || path.startsWith(`${namespace}.`));

describe("messages handed to the browser", () => {
  const reads = clientReads();

  it.each(Object.keys(CLIENT_NAMESPACES) as ClientArea[])("every client component of %s finds its namespaces in the area's list", (area) => {
    const missing = [...(reads.get(area) ?? [])].flatMap(([file, paths]) =>
      paths.filter((path) => !covered(path, CLIENT_NAMESPACES[area])).map((path) => `${relative(".", file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("has each provider's layout pass its area's list", () => {
    for (const [dir, area] of Object.entries(PROVIDERS)) {
      expect(source(`${dir}/layout.tsx`), dir).toMatch(new RegExp(`<NextIntlClientProvider[^>]*messages=\\{await clientMessages\\("${area}"\\)\\}`));
    }
  });

  it("knows every provider the app opens", () => {
    const opening = walk("app").filter((file) => /<NextIntlClientProvider/.test(source(file)));
    expect(opening.map((file) => dirname(file)).sort()).toEqual(Object.keys(PROVIDERS).sort());
  });

  it("sees the client components of the category page", () => {
    expect([...(reads.get("adminMenu")?.keys() ?? [])]).toContain("components/admin/menu/item-list.tsx");
  });

  it("copies the listed parts of the messages and nothing else", () => {
    const messages = { common: { theme: { dark: "Dark" }, appName: "Carta" }, menu: { dietary: { vegan: "Vegan" }, title: "Menu" }, auth: { a: "A" } };
    expect(pickMessages(messages, ["common.theme", "menu.dietary", "auth", "missing.part"])).toEqual({
      common: { theme: { dark: "Dark" } },
      menu: { dietary: { vegan: "Vegan" } },
      auth: { a: "A" },
    });
  });
});
