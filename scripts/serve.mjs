// Serves the built app: the page cache (lib/server/page-cache) answers guests' menu pages from memory,
// everything else goes to Next.js. Options as `next start`: -p/--port, -H/--hostname.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import next from "next";
import { guardAction } from "./action-guard.mjs";
import { refuseEarly } from "./request-guard.mjs";

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
  const app = next({ dev: false, dir: path.resolve("."), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((request, response) => {
    if (refuseEarly(request, response)) return;
    const pages = globalThis.cartaPageCache;
    const toNext = () => handle(request, response);
    const run = () =>
      (pages ? pages.handle(request, response, toNext) : toNext()).catch((error) => {
        if (request.cartaRefused) return;
        console.error(error);
        if (!response.headersSent) response.writeHead(500).end();
      });
    if (!guardAction(request, response, run)) run();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, hostname, resolve));
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
