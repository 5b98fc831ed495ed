import "server-only";
import { env, EnvError } from "../env";
import { log } from "../log";
import { withAdvisoryLock } from "../db/migrate";
import { database } from "../db/runtime";
import { isDatabaseEmpty, seedDemo } from "../db/seed/demo";
import { demoOwnerHasDefaultPassword } from "../db/seed/demo-login";
import { DEMO_URL_KEY } from "../db/seed/demo-store";
import { DataDirLockedError } from "../db/lock";
import { publicSites, rootOrigin, venueOrigin } from "../sites/public-origin";
import { watchDatabase } from "../metrics/database-metrics";
import { publishStoreChanges } from "./page-cache/publish-store-changes";
import { runJobWorker } from "./jobs/run-worker";

const SEED_LOCK_KEY = 7_270_002;

function fail(message: string): never {
  log.fatal(message);
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** Validates configuration, opens and migrates the database, seeds the demo venue on first start. */
export async function startup(): Promise<void> {
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  let current;
  try {
    current = await database();
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  await publishStoreChanges(current);
  watchDatabase(current);
  const owner = { email: config.DEMO_OWNER_EMAIL, password: config.DEMO_OWNER_PASSWORD };
  const sites = publicSites(config);
  const rootUrl = rootOrigin(sites);
  const demoUrl = venueOrigin(DEMO_URL_KEY, sites);
  if (config.SEED_DEMO) {
    const seeded = await withAdvisoryLock(current, SEED_LOCK_KEY, async () => {
      if (!(await isDatabaseEmpty(current.db))) return false;
      await seedDemo(current.db, owner);
      return true;
    });
    if (seeded) log.info({ rootUrl, demoUrl, email: owner.email }, "demo venue created");
  }
  const lines = ["", "  Carta is ready.", `  Root site:     ${rootUrl}`, `  Demo venue:    ${demoUrl}/menu`];
  if (await demoOwnerHasDefaultPassword(current.db, owner)) {
    lines.push(
      `  Sign in at the root site as the demo owner:`,
      `  E-mail:        ${owner.email}`,
      `  Password:      ${owner.password}  (the default: change it under Profile in the admin panel)`,
    );
  }
  if (config.WORKER === "on") runJobWorker(current.db);
  log.info({ rootUrl, demoUrl }, "carta started");
  console.log([...lines, ""].join("\n"));
}
