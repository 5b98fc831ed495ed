// A front thread (scripts/front-threads.mjs), run as the bundle scripts/build-front.mjs makes: shares the public port with its siblings, answers guests'
// pages of the current minute from its copy of the page cache (lib/server/page-cache/page-mirror.ts) and
// hands every other request to the Next.js thread. Pages answered here pay none of the async-context hooks
// Next.js installs on its own thread, which cost every request there half its throughput.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { followPages } from "../lib/server/page-cache/page-mirror.ts";
import { forwardRequest } from "./front-proxy.mjs";
import { logRequest } from "./request-log.mjs";
import { createRequestTally } from "./request-tally.mjs";

const { port, hostname, backlog, fd, upstreamPort, peerSecret, clockOffset } = workerData;
const pages = followPages();
const offset = new Float64Array(clockOffset);
const tally = createRequestTally();
const forward = forwardRequest({ port: upstreamPort, peerSecret });

// A request without a body starts out ended (Node 24): no stream events for the guests' GETs, ≈ 15 % more answers.
const server = http.createServer({ optimizeEmptyRequests: true }, (request, response) => {
  const started = performance.now();
  if (!pages.serveFresh(request, response, Date.now() + offset[0])) return forward(request, response);
  const seconds = (performance.now() - started) / 1000;
  tally.add(request.method, response.statusCode, seconds);
  logRequest(request, response, { kind: "page-cache", seconds });
});
server.keepAliveTimeout = 65_000;
// The first thread binds the port; the others listen on its socket (its descriptor), and the kernel wakes whichever is free.
server.listen(fd === undefined ? { port, host: hostname, backlog } : { fd }, () => parentPort.postMessage({ type: "listening", fd: server._handle.fd }));

parentPort.on("message", (message) => {
  if (message.type === "metrics") parentPort.postMessage({ type: "metrics", id: message.id, metrics: tally.json() });
});
