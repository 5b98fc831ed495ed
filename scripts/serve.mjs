// Serves the built app. Front threads (scripts/front-threads.mjs) own the port and answer guests' pages of
// the current minute from memory; everything else comes to this thread's server on a private loopback port,
// where the page cache (lib/server/page-cache) and then Next.js answer. Options as `next start`:
// -p/--port, -H/--hostname.
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import next from "next";
import { tsImport } from "tsx/esm/api";
import { clientAddressStamp } from "./client-address.mjs";
import { takePeer } from "./front-peer.mjs";
import { UPSTREAM_IDLE_MS } from "./front-proxy.mjs";
import { startFrontThreads } from "./front-threads.mjs";
import { createRequestGate } from "./request-gate.mjs";
import { createRequestHandler } from "./request-handler.mjs";

/** Renders by Next.js at once, and requests waiting for one; beyond that a request is refused with 503. */
const RENDER_LIMIT = 4;
const RENDER_QUEUE = 2048;
/** Pending connections the kernel keeps for us: a burst of new guests must not be dropped and retried. */
const LISTEN_BACKLOG = 4096;

/** The test clock's offset (lib/server/context.ts) in memory the front threads read too. */
function sharedClockOffset() {
  const buffer = new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT);
  const ms = new Float64Array(buffer);
  globalThis.cartaClockOffset = {
    get ms() {
      return ms[0];
    },
    set ms(value) {
      ms[0] = value;
    },
  };
  return buffer;
}

function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let n = 0; n < args.length; n++) {
    for (const name of names) {
      if (args[n] === name) return args[n + 1];
      if (args[n].startsWith(`${name}=`)) return args[n].slice(name.length + 1);
    }
  }
  return fallback;
}

export async function serve() {
  process.env.NODE_ENV = "production";
  const port = Number(option(["-p", "--port"], process.env.PORT ?? 3000));
  const hostname = option(["-H", "--hostname"], process.env.HOSTNAME || undefined);
  process.env.PORT = String(port);
  const stampClientAddress = await clientAddressStamp();
  const { unservableRequest } = await tsImport(new URL("../lib/http/unservable-request.ts", import.meta.url).href, import.meta.url);
  const clockOffset = sharedClockOffset();
  const app = next({ dev: false, dir: path.resolve("."), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const gate = createRequestGate({ limit: RENDER_LIMIT, queue: RENDER_QUEUE });
  const render = (request, response) =>
    new Promise((resolve, reject) => {
      response.once("close", resolve);
      Promise.resolve(handle(request, response)).catch(reject);
    });
  const peerSecret = randomBytes(24).toString("base64url");
  let front;
  const handleRequest = createRequestHandler({ render, gate, stamp: stampClientAddress, unservable: unservableRequest, otherMetrics: () => front?.metrics() ?? Promise.resolve([]) });
  const server = http.createServer((request, response) => {
    request.cartaPeer = takePeer(request, peerSecret);
    handleRequest(request, response);
  });
  server.keepAliveTimeout = UPSTREAM_IDLE_MS * 5;
  await new Promise((resolve) => server.listen({ port: 0, host: "127.0.0.1", backlog: LISTEN_BACKLOG }, resolve));
  front = await startFrontThreads({ port, hostname, backlog: LISTEN_BACKLOG, upstreamPort: server.address().port, peerSecret, clockOffset });
  console.log(`  ▲ Carta listening on http://${hostname ?? "localhost"}:${port}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    Promise.all([front.stop(), app.close?.()]).finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await serve();
