// Compiles the TypeScript that runs outside Next.js into JavaScript under .next/carta: the HTTP server
// (server/main.ts) and the command-line tools (npm run worker, backup, restore…), so that production runs
// no TypeScript loader. Runs after `next build`, which empties .next.
import path from "node:path";
import { build } from "esbuild";

export const SERVER_DIR = path.join(".next", "carta");
/** The compiled programs and their sources. */
export const PROGRAMS = {
  server: "server/main.ts",
  "check-config": "scripts/check-config.ts",
  worker: "scripts/worker.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  seed: "scripts/seed.ts",
  "admin-create": "scripts/admin-create.ts",
  "storage-migrate": "scripts/storage-migrate.ts",
};

/** `server-only` marks modules for Next's bundler; outside Next it has nothing to guard. */
const serverOnly = {
  name: "server-only",
  setup(context) {
    context.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "server-only" }));
    context.onLoad({ filter: /.*/, namespace: "server-only" }, () => ({ contents: "", loader: "js" }));
  },
};

await build({
  entryPoints: Object.fromEntries(Object.entries(PROGRAMS).map(([name, source]) => [name, path.resolve(source)])),
  outdir: path.resolve(SERVER_DIR),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  plugins: [serverOnly],
  logLevel: "warning",
});
console.log(`Server and tools: ${SERVER_DIR}/{${Object.keys(PROGRAMS).join(",")}}.js`);
