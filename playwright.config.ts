import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { EDGE_BEACONS_PORT, METRICS_TOKEN } from "./tests/e2e/helpers";
import { SELLER_DETAILS } from "./tests/support/seller-details";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_POSTGRES_PORT = E2E_PORT + 1;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
process.env.E2E_PG_DB ??= `carta_e2e_${Date.now()}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "carta-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "desktop", testIgnore: /postgres\.spec\.ts|subscription-lifecycle\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Moves the service's clock (TEST_CLOCK): it runs alone, after everything else on this server.
    { name: "clock", testMatch: /subscription-lifecycle\.spec\.ts/, dependencies: ["desktop"], use: { ...devices["Desktop Chrome"], channel: undefined } },
    ...(postgres
      ? [{ name: "postgres", testMatch: /postgres\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } }]
      : []),
  ],
  webServer: [{
    // The demo seed issues its invoice with server functions (marked `server-only`): the react-server condition lets a script load them.
    command: `node --conditions=react-server --import tsx tests/e2e/fixtures/prepare.ts && node scripts/start.mjs -p ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      DATA_DIR: dataDir,
      PORT: String(E2E_PORT),
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      // tests/e2e/public-links.spec.ts sends as this proxy from a second loopback address.
      TRUSTED_PROXIES: "127.0.0.5",
      // tests/e2e/subscription-lifecycle.spec.ts moves the service's time through /api/test-clock.
      TEST_CLOCK: "on",
      // tests/e2e/custom-domain.spec.ts answers custom domains' TXT questions on this UDP port.
      DNS_SERVERS: `127.0.0.1:${E2E_PORT}`,
      // tests/e2e/cache-nginx.spec.ts: the shipped cache answers beacons and sends their lines here (UDP), and reads /metrics.
      ANALYTICS_EDGE_LISTEN: `127.0.0.1:${EDGE_BEACONS_PORT}`,
      METRICS_TOKEN,
      // The seller printed on invoices: `npm start` refuses the sample details in production.
      ...SELLER_DETAILS,
    },
  },
  ...(postgres
    ? [
        {
          command: `node scripts/e2e-postgres-server.mjs -p ${E2E_POSTGRES_PORT}`,
          url: `http://127.0.0.1:${E2E_POSTGRES_PORT}/api/health`,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: "pipe" as const,
          env: { PORT: String(E2E_POSTGRES_PORT), NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn" },
        },
      ]
    : []),
  ],
});
