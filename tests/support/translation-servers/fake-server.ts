import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string. */
  body: unknown;
}

export interface FakeServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** What the server found wrong in requests (shape, auth); a correct client leaves it empty. */
  problems: string[];
  /** Answers the next requests with these replies, in order, before handling requests normally again. */
  replyNext(...replies: Reply[]): void;
  /** Keeps every reply from now on unsent (requests are still recorded) until `release`, so a caller stays mid-request. */
  hold(): void;
  /** Sends the held replies and answers at once again. */
  release(): void;
  /** Answers every request this long after it arrived (0: at once), like a slow engine. */
  delay(ms: number): void;
  close(): Promise<void>;
}

export type Handler = (request: RecordedRequest, problem: (message: string) => void) => Reply;

/** Where a fake server listens: a free port unless one is named (for an app started with its URL). */
export interface ServerOptions {
  port?: number;
}

/** A local HTTP server on 127.0.0.1 and a free (or the given) port that records requests and answers through `handle`. */
export async function startFakeServer(handle: Handler, port = 0): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];
  const queued: Reply[] = [];
  let held: (() => void)[] | null = null;
  let delayMs = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = raw === "" ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        // keeps the raw text, which handlers report as a problem
      }
      const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
      const request: RecordedRequest = { method: incoming.method ?? "GET", path: url.pathname, query: url.searchParams, headers: incoming.headers, body };
      requests.push(request);
      const reply = queued.shift() ?? handle(request, (message) => problems.push(message));
      const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
      const send = () => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(reply.status, {
          "content-type": typeof reply.body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
          ...reply.headers,
        });
        outgoing.end(text);
      };
      if (held) held.push(send);
      else if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    problems,
    replyNext: (...replies) => queued.push(...replies),
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Checks the common request shape: method, path and a JSON body. */
export function expectJsonPost(request: RecordedRequest, path: string, problem: (message: string) => void): boolean {
  if (request.method !== "POST") problem(`${request.path}: method ${request.method}, expected POST`);
  if (request.path !== path) problem(`path ${request.path}, expected ${path}`);
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) problem(`${request.path}: content-type is not JSON`);
  if (typeof request.body !== "object" || request.body === null) {
    problem(`${request.path}: body is not a JSON object`);
    return false;
  }
  return request.method === "POST" && request.path === path;
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
