import http from "node:http";
import type { RenderedPage } from "./page-entry";
import { pageHeaders } from "./page-entry";

export const FILL_HEADER = "x-carta-page-fill";

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
          resolve({ status: response.statusCode ?? 500, headers: pageHeaders(response.headers), body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("page render timed out")));
    request.on("error", reject);
  });
}
