import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export const answer = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": typeof body === "string" ? "text/html; charset=utf-8" : "application/json", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
};

/** A loopback HTTP server on a free port; `close` stops it. */
export async function listen(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => answer(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** How a fake acquirer hands its notification to Carta: over HTTP to the webhook URL, or straight to the handler. */
export type Deliver = (url: string, request: { headers: Record<string, string>; body: string }) => Promise<number>;

export const deliverOverHttp: Deliver = async (url, { headers, body }) => (await fetch(url, { method: "POST", headers, body })).status;

/** The hosted payment page: pay or decline, as a buyer would. */
export const hostedPage = (title: string, amount: string, action: string) => `<!doctype html><html><head><title>${title}</title></head><body>
<h1>${title}</h1><p data-testid="amount">${amount}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="successful"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed"><button type="submit">Decline</button></form>
</body></html>`;
