import { requestJson } from "../http";
import { LANGUAGE_NAMES } from "../languages";
import type { GlossaryTerm, TranslateRequest, TranslationProvider } from "../types";
import { batchingProvider, malformed, type ProviderOptions } from "./batching-provider";

export interface OpenAiSettings {
  /** Including the version path, such as https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  /** Local servers (llama.cpp, Ollama) need none. */
  apiKey?: string;
}

function systemPrompt(request: TranslateRequest): string {
  const lines = [
    `You translate restaurant menu texts from ${LANGUAGE_NAMES[request.from]} to ${LANGUAGE_NAMES[request.to]}.`,
    'The user sends a JSON object {"texts": [...]}. Answer with a JSON object {"translations": [...]} that holds exactly one translation per text, in the same order.',
    'The texts are HTML fragments: copy every tag, such as <x id="0"/> or <br/>, unchanged and exactly once, and keep HTML entities such as &amp; as they are.',
  ];
  const terms = glossaryLines(request.glossary ?? []);
  if (terms.length > 0) lines.push("Always render these terms exactly as given:", ...terms);
  return lines.join("\n");
}

function glossaryLines(glossary: readonly GlossaryTerm[]): string[] {
  return glossary
    .filter(({ term }) => term.trim() !== "")
    .map(({ term, translation }) => `${term} => ${translation ?? term}`);
}

/** Structured output: the answer must be an object with a string array of the batch's length. */
function responseFormat(count: number) {
  return {
    type: "json_schema",
    json_schema: {
      name: "menu_translations",
      strict: true,
      schema: {
        type: "object",
        properties: { translations: { type: "array", items: { type: "string" }, minItems: count, maxItems: count } },
        required: ["translations"],
        additionalProperties: false,
      },
    },
  };
}

function parseTranslations(content: string): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (Array.isArray(parsed)) return parsed;
  const translations = (parsed as { translations?: unknown } | null)?.translations;
  return Array.isArray(translations) ? translations : undefined;
}

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, llama.cpp, Ollama, vLLM): `POST /chat/completions`
 * with a JSON-schema response format; glossary terms are named in the instructions.
 */
export function openAiProvider(settings: OpenAiSettings, options: ProviderOptions = {}): TranslationProvider {
  return batchingProvider(
    {
      name: "openai",
      glossary: "inline",
      limits: { maxTexts: 20, maxChars: 6_000 },
      async send(texts, request, resolved) {
        const answer = await requestJson({
          provider: "openai",
          url: `${settings.baseUrl}/chat/completions`,
          headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
          body: {
            model: settings.model,
            temperature: 0,
            messages: [
              { role: "system", content: systemPrompt(request) },
              { role: "user", content: JSON.stringify({ texts }) },
            ],
            response_format: responseFormat(texts.length),
          },
          signal: request.signal,
          timeoutMs: resolved.timeoutMs,
          retry: resolved.retry,
        });
        const choice = (answer as { choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[] } | null)
          ?.choices?.[0];
        if (!choice) throw malformed("openai", "no choices");
        if (choice.finish_reason === "length") throw malformed("openai", "the answer was cut off at the token limit");
        if (typeof choice.message?.refusal === "string" && choice.message.refusal) throw malformed("openai", `refused: ${choice.message.refusal}`);
        const content = choice.message?.content;
        const translations = typeof content === "string" ? parseTranslations(content) : undefined;
        if (!translations) throw malformed("openai", "the message is not a JSON list of translations");
        return translations;
      },
    },
    options,
  );
}
