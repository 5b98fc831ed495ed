import "server-only";
import http from "node:http";
import type { RenderedPage } from "./page-entry";
import { pageHeaders } from "./page-entry";

/** Marks a render the page cache asked for: the page answers with the facts below. */
export const FILL_HEADER = "x-carta-page-fill";
/** Headers on a page rendered for the page cache: whose change retires it, and until when it may be kept. */
export const PAGE_STORE_HEADER = "x-carta-page-store";
export const PAGE_UNTIL_HEADER = "x-carta-page-until";
const FACTS = [PAGE_STORE_HEADER, PAGE_UNTIL_HEADER];

export interface Origin {
  address: string;
  port: number;
}

/** Asks this very server to render a page, the way an anonymous guest would receive it. */
export function renderPage(origin: Origin, host: string, pathname: string, secret: string): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: origin.address,
        port: origin.port,
        path: pathname,
        headers: { host, "accept-encoding": "identity", [FILL_HEADER]: secret },
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 500,
            headers: pageHeaders(response.headers),
            body: Buffer.concat(chunks),
            facts: Object.fromEntries(FACTS.flatMap((name) => (typeof response.headers[name] === "string" ? [[name, response.headers[name]]] : []))),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("page render timed out")));
    request.on("error", reject);
  });
}
