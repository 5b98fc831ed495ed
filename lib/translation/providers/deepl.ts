import { createHash } from "node:crypto";
import type { TranslationErrorKind } from "../errors";
import { requestJson } from "../http";
import { DEEPL_SOURCE, DEEPL_TARGET } from "../languages";
import type { GlossaryTerm, TranslateRequest, TranslationProvider } from "../types";
import { batchingProvider, malformed, type ProviderOptions, type ResolvedOptions } from "./batching-provider";

export interface DeeplSettings {
  apiKey: string;
  /** Defaults to the Free API host for keys ending in `:fx`, the Pro host otherwise. */
  baseUrl?: string;
}

export function deeplBaseUrl(settings: DeeplSettings): string {
  return settings.baseUrl ?? (settings.apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com");
}

/** DeepL answers 456 when the character quota is used up and 529 when overloaded. */
function classify(status: number): TranslationErrorKind | undefined {
  if (status === 456) return "quota";
  if (status === 529) return "rate-limited";
  return undefined;
}

const GLOSSARY_CACHE_SIZE = 100;

/** DeepL glossary entries are tab-separated lines; a term with a tab or line break cannot be one. */
function glossaryTsv(glossary: readonly GlossaryTerm[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { term, translation } of glossary) {
    const source = term.trim();
    const target = (translation ?? term).trim();
    if (!source || !target || /[\t\r\n]/.test(source + target) || seen.has(source)) continue;
    seen.add(source);
    lines.push(`${source}\t${target}`);
  }
  return lines.join("\n");
}

/**
 * DeepL `POST /v2/translate`: up to 50 texts a request, XML tag handling so placeholders stay put.
 * Glossary terms become a DeepL glossary (`POST /v2/glossaries`), created once per language pair
 * and term list (found again by name after a restart) and then passed by `glossary_id`.
 */
export function deeplProvider(settings: DeeplSettings, options: ProviderOptions = {}): TranslationProvider {
  const baseUrl = deeplBaseUrl(settings);
  const headers = { authorization: `DeepL-Auth-Key ${settings.apiKey}` };
  const glossaries = new Map<string, Promise<string>>();

  /** Reuses the glossary a previous run created for the same pair and terms (its name carries their hash). */
  async function findGlossary(name: string, request: TranslateRequest, resolved: ResolvedOptions): Promise<string | undefined> {
    const answer = await requestJson({
      provider: "deepl",
      method: "GET",
      url: `${baseUrl}/v2/glossaries`,
      headers,
      signal: request.signal,
      timeoutMs: resolved.timeoutMs,
      retry: resolved.retry,
      classify,
    });
    const list = (answer as { glossaries?: unknown }).glossaries;
    if (!Array.isArray(list)) throw malformed("deepl", "no glossaries list");
    const found = list.find((item) => (item as { name?: unknown } | null)?.name === name) as { glossary_id?: unknown } | undefined;
    return typeof found?.glossary_id === "string" ? found.glossary_id : undefined;
  }

  async function createGlossary(name: string, request: TranslateRequest, entries: string, resolved: ResolvedOptions): Promise<string> {
    const existing = await findGlossary(name, request, resolved);
    if (existing) return existing;
    const answer = await requestJson({
      provider: "deepl",
      url: `${baseUrl}/v2/glossaries`,
      headers,
      body: {
        name,
        source_lang: DEEPL_SOURCE[request.from],
        target_lang: DEEPL_SOURCE[request.to],
        entries,
        entries_format: "tsv",
      },
      signal: request.signal,
      timeoutMs: resolved.timeoutMs,
      retry: resolved.retry,
      classify,
    });
    const id = (answer as { glossary_id?: unknown }).glossary_id;
    if (typeof id !== "string" || id === "") throw malformed("deepl", "no glossary_id");
    return id;
  }

  function glossaryId(request: TranslateRequest, resolved: ResolvedOptions): Promise<string> | undefined {
    const entries = glossaryTsv(request.glossary ?? []);
    if (entries === "") return undefined;
    const key = createHash("sha256").update(`${request.from}\n${request.to}\n${entries}`).digest("hex");
    let id = glossaries.get(key);
    if (!id) {
      id = createGlossary(`carta ${request.from}-${request.to} ${key.slice(0, 16)}`, request, entries, resolved);
      glossaries.set(key, id);
      id.catch(() => glossaries.delete(key));
      if (glossaries.size > GLOSSARY_CACHE_SIZE) glossaries.delete(glossaries.keys().next().value ?? "");
    }
    return id;
  }

  return batchingProvider(
    {
      name: "deepl",
      glossary: "inline",
      limits: { maxTexts: 50, maxChars: 30_000 },
      async send(texts, request, resolved) {
        const glossary_id = await glossaryId(request, resolved);
        const answer = await requestJson({
          provider: "deepl",
          url: `${baseUrl}/v2/translate`,
          headers,
          body: {
            text: texts,
            source_lang: DEEPL_SOURCE[request.from],
            target_lang: DEEPL_TARGET[request.to],
            tag_handling: "xml",
            ignore_tags: ["x"],
            preserve_formatting: true,
            ...(glossary_id ? { glossary_id } : {}),
          },
          signal: request.signal,
          timeoutMs: resolved.timeoutMs,
          retry: resolved.retry,
          classify,
        });
        const translations = (answer as { translations?: unknown }).translations;
        if (!Array.isArray(translations)) throw malformed("deepl", "no translations array");
        return translations.map((item) => (item as { text?: unknown } | null)?.text);
      },
    },
    options,
  );
}
