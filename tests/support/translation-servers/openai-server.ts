import { fakeTranslate } from "./fake-engine";
import { expectJsonPost, isStringArray, startFakeServer, type FakeServer, type Reply, type ServerOptions } from "./fake-server";

const error = (status: number, message: string, type: string): Reply => ({ status, body: { error: { message, type, param: null, code: null } } });

export function chatCompletion(model: string, content: string, finishReason = "stop"): Reply {
  return {
    status: 200,
    body: {
      id: "chatcmpl-test",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/**
 * An OpenAI-compatible chat-completions server (`POST /v1/chat/completions`) that honours a
 * `json_schema` response format asking for `{translations: string[]}`: it reads the texts from the
 * user message and the glossary lines (`term => rendering`) from the system message.
 */
export async function startOpenAiServer(options: ServerOptions & { apiKey?: string; model?: string } = {}): Promise<FakeServer> {
  const model = options.model ?? "test-model";
  return startFakeServer((request, problem) => {
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      problem(`authorization header is ${request.headers.authorization}`);
      return error(401, "Incorrect API key provided", "invalid_request_error");
    }
    if (!expectJsonPost(request, "/v1/chat/completions", problem)) return error(404, "Not found", "invalid_request_error");
    const body = request.body as { model?: unknown; messages?: { role?: unknown; content?: unknown }[]; response_format?: { type?: unknown; json_schema?: { schema?: unknown } } };
    if (body.model !== model) problem(`model ${String(body.model)}`);
    if (body.response_format?.type !== "json_schema" || typeof body.response_format.json_schema?.schema !== "object") {
      problem("response_format is not a json_schema");
    }
    const system = body.messages?.find((message) => message.role === "system")?.content;
    const user = body.messages?.find((message) => message.role === "user")?.content;
    let texts: unknown;
    try {
      texts = (JSON.parse(String(user)) as { texts?: unknown }).texts;
    } catch {
      texts = undefined;
    }
    if (!isStringArray(texts)) {
      problem("the user message is not a JSON object with texts");
      return error(400, "Bad request", "invalid_request_error");
    }
    const glossary = new Map(
      String(system ?? "")
        .split("\n")
        .flatMap((line) => {
          const [term, rendering] = line.split(" => ");
          return term && rendering ? [[term, rendering] as [string, string]] : [];
        }),
    );
    const target = /to ([A-Za-z ]+)\./.exec(String(system))?.[1] ?? "target";
    return chatCompletion(model, JSON.stringify({ translations: texts.map((text) => fakeTranslate(text, target, { glossary })) }));
  }, options.port);
}
