import { randomUUID } from "node:crypto";
import { fakeTranslate } from "./fake-engine";
import { expectJsonPost, isStringArray, startFakeServer, type FakeServer, type Reply, type ServerOptions } from "./fake-server";

const TARGETS = new Set(["AR", "BG", "CS", "DA", "DE", "EL", "EN-GB", "EN-US", "ES", "ET", "FI", "FR", "HU", "ID", "IT", "JA", "KO", "LT", "LV", "NB", "NL", "PL", "PT-BR", "PT-PT", "RO", "RU", "SK", "SL", "SV", "TR", "UK", "ZH", "ZH-HANS", "ZH-HANT"]);
const SOURCES = new Set(["AR", "BG", "CS", "DA", "DE", "EL", "EN", "ES", "ET", "FI", "FR", "HU", "ID", "IT", "JA", "KO", "LT", "LV", "NB", "NL", "PL", "PT", "RO", "RU", "SK", "SL", "SV", "TR", "UK", "ZH"]);

export interface DeeplServer extends FakeServer {
  glossaries: Map<string, { name: string; source_lang: string; target_lang: string; entries: Map<string, string> }>;
}

const error = (status: number, message: string): Reply => ({ status, body: { message } });

/**
 * DeepL API v2 as documented: `POST /v2/translate` (JSON, `DeepL-Auth-Key` auth, up to 50 texts,
 * `{translations: [{detected_source_language, text}]}`) and `POST /v2/glossaries` (TSV entries).
 */
export async function startDeeplServer({ apiKey = "test-key:fx", port }: ServerOptions & { apiKey?: string } = {}): Promise<DeeplServer> {
  const glossaries: DeeplServer["glossaries"] = new Map();
  const server = await startFakeServer((request, problem) => {
    if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) {
      problem(`authorization header is ${request.headers.authorization}`);
      return error(403, "Authorization failure, check auth_key");
    }
    const body = request.body as Record<string, unknown>;
    if (request.path === "/v2/glossaries" && request.method === "GET") {
      return {
        status: 200,
        body: {
          glossaries: [...glossaries].map(([glossary_id, glossary]) => ({
            glossary_id,
            name: glossary.name,
            ready: true,
            source_lang: glossary.source_lang.toLowerCase(),
            target_lang: glossary.target_lang.toLowerCase(),
            creation_time: new Date().toISOString(),
            entry_count: glossary.entries.size,
          })),
        },
      };
    }
    if (request.path === "/v2/glossaries") {
      if (!expectJsonPost(request, "/v2/glossaries", problem)) return error(400, "Bad request");
      const { name, source_lang, target_lang, entries, entries_format } = body;
      if (typeof name !== "string" || typeof source_lang !== "string" || typeof target_lang !== "string" || typeof entries !== "string" || entries_format !== "tsv") {
        problem(`glossary body ${JSON.stringify(body)}`);
        return error(400, "Bad request");
      }
      const pairs = new Map(entries.split("\n").map((line) => line.split("\t") as [string, string]));
      const glossary_id = randomUUID();
      glossaries.set(glossary_id, { name, source_lang, target_lang, entries: pairs });
      return {
        status: 201,
        body: { glossary_id, name, ready: true, source_lang: source_lang.toLowerCase(), target_lang: target_lang.toLowerCase(), creation_time: new Date().toISOString(), entry_count: pairs.size },
      };
    }
    if (!expectJsonPost(request, "/v2/translate", problem)) return error(400, "Bad request");
    const { text, source_lang, target_lang, tag_handling, glossary_id } = body;
    if (!isStringArray(text) || text.length === 0 || text.length > 50) {
      problem(`text must be an array of 1 to 50 strings, got ${JSON.stringify(text)?.slice(0, 80)}`);
      return error(400, "Value for 'text' not supported.");
    }
    if (typeof target_lang !== "string" || !TARGETS.has(target_lang)) {
      problem(`target_lang ${String(target_lang)}`);
      return error(400, "Value for 'target_lang' not supported.");
    }
    if (source_lang !== undefined && (typeof source_lang !== "string" || !SOURCES.has(source_lang))) {
      problem(`source_lang ${String(source_lang)}`);
      return error(400, "Value for 'source_lang' not supported.");
    }
    if (tag_handling !== undefined && tag_handling !== "xml" && tag_handling !== "html") problem(`tag_handling ${String(tag_handling)}`);
    let glossary: Map<string, string> | undefined;
    if (glossary_id !== undefined) {
      const found = typeof glossary_id === "string" ? glossaries.get(glossary_id) : undefined;
      if (!found || source_lang === undefined) {
        problem(`glossary_id ${String(glossary_id)} unknown or without source_lang`);
        return error(400, "Invalid glossary");
      }
      glossary = found.entries;
    }
    return {
      status: 200,
      body: { translations: text.map((item) => ({ detected_source_language: source_lang ?? "RU", text: fakeTranslate(item, target_lang, { glossary }) })) },
    };
  }, port);
  return Object.assign(server, { glossaries });
}
