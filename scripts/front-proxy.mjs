// Hands a request the front thread does not answer itself to the Next.js thread's private port and streams
// its answer back: headers as sent (hop-by-hop ones excepted), bodies both ways as they come, the client's
// address signed along (scripts/front-peer.mjs); a client that leaves cancels its request.
import http from "node:http";
import { PEER_HEADER, signedPeer } from "./front-peer.mjs";
import { withoutHeaders } from "./raw-headers.mjs";

const REQUEST_HOP_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "upgrade", "expect", PEER_HEADER]);
const ANSWER_HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding"]);
/** Idle connections to the Next.js thread close well before its own keep-alive timeout (serve.mjs). */
export const UPSTREAM_IDLE_MS = 60_000;

export function forwardRequest({ port, peerSecret }) {
  const agent = new http.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS, scheduling: "lifo" });
  return (request, response) => {
    const headers = withoutHeaders(request.rawHeaders, REQUEST_HOP_HEADERS);
    headers.push(PEER_HEADER, signedPeer(peerSecret, request.socket.remoteAddress));
    const upstream = http.request({ host: "127.0.0.1", port, method: request.method, path: request.url, headers, agent, setHost: false });
    upstream.on("response", (answer) => {
      if (response.destroyed) return void answer.destroy();
      response.sendDate = false;
      const headers = withoutHeaders(answer.rawHeaders, ANSWER_HOP_HEADERS);
      // The Next.js thread closes a connection whose request it refused unread: so does the front.
      if (answer.headers.connection === "close") headers.push("connection", "close");
      response.writeHead(answer.statusCode, answer.statusMessage, headers);
      answer.pipe(response);
      answer.on("close", () => {
        if (!answer.complete) response.destroy();
      });
    });
    upstream.on("error", () => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": "1" }).end("Service unavailable, try again in a moment.");
    });
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}
