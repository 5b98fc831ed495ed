// Serves the built app: the page cache (lib/server/page-cache) answers guests' menu pages from memory,
// everything else goes to Next.js. Options as `next start`: -p/--port, -H/--hostname.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import next from "next";
import { clientAddressStamp } from "./client-address.mjs";
import { createRequestGate } from "./request-gate.mjs";
import { createRequestHandler } from "./request-handler.mjs";

/** Renders by Next.js at once, and requests waiting for one; beyond that a request is refused with 503. */
const RENDER_LIMIT = 4;
const RENDER_QUEUE = 2048;
/** Pending connections the kernel keeps for us: a burst of new guests must not be dropped and retried. */
const LISTEN_BACKLOG = 4096;

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
  const app = next({ dev: false, dir: path.resolve("."), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const gate = createRequestGate({ limit: RENDER_LIMIT, queue: RENDER_QUEUE });
  const render = (request, response) =>
    new Promise((resolve, reject) => {
      response.once("close", resolve);
      Promise.resolve(handle(request, response)).catch(reject);
    });
  const handleRequest = createRequestHandler({ render, gate, stamp: stampClientAddress });
  const server = http.createServer(handleRequest);
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, resolve));
  console.log(`  ▲ Carta listening on http://${hostname ?? "localhost"}:${port}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    Promise.resolve(app.close?.()).finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await serve();
