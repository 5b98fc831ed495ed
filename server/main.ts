// Carta's HTTP server: Next.js through its documented custom-server API (`next()` and
// `getRequestHandler()`), with the page cache (lib/server/page-cache) answering guests' pages before it.
// Compiled with the app (scripts/build-server.mjs); `npm start` runs it. Options as `next start`:
// -p/--port, -H/--hostname.
import http from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { env, EnvError } from "../lib/env";
import { hearEdgeBeacons } from "../lib/server/analytics/hear-edge-beacons";
import { pending as pendingAnalytics } from "../lib/server/analytics/pending-counts";
import { createPageCache } from "../lib/server/page-cache/page-cache";
import { siteConfig } from "../lib/sites/site-config";
import { clientAddressStamp } from "./client-address-stamp";
import { createRequestHandler } from "./request-handler";

/** Pending connections the kernel keeps for us: a burst of new guests must not be dropped and retried. */
const LISTEN_BACKLOG = 4096;
/** Longer than the idle timeout of the proxies in front (Caddy, nginx: 60 s), so they close idle connections first. */
const KEEP_ALIVE_MS = 65_000;

function configuration() {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

async function main() {
  Object.assign(process.env, { NODE_ENV: "production" });
  const { values } = parseArgs({ options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } }, strict: false });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = typeof values.hostname === "string" ? values.hostname : process.env.HOSTNAME || undefined;
  process.env.PORT = String(port);
  const config = configuration();
  // Made before Next.js starts, to hear the database's first "ready" (lib/server/page-cache/store-changes.ts).
  const pages = createPageCache({ siteConfig: siteConfig() });
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer(createRequestHandler({ handle, pages, stamp: clientAddressStamp(config.TRUSTED_PROXIES), metricsToken: config.METRICS_TOKEN }));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, resolve));
  console.log(`  ▲ Carta listening on http://${hostname ?? "localhost"}:${port}`);
  const edgeAddress = config.ANALYTICS_EDGE_LISTEN;
  const edge = edgeAddress ? await hearEdgeBeacons(edgeAddress) : undefined;
  if (edgeAddress) console.log(`  ▲ Counting the beacons the edge answered, heard on UDP ${edgeAddress.address} port ${edgeAddress.port}`);
  const stop = () => {
    server.close();
    edge?.close();
    server.closeAllConnections();
    pages.stop();
    // the menu analytics gathered since the last write are written before the process goes
    Promise.resolve(pendingAnalytics.flushNow?.())
      .catch((error: unknown) => console.error("could not write the menu analytics", error))
      .then(() => app.close?.())
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

void main();
