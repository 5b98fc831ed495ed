import { env, EnvError, menuDomain } from "../env";
import { log } from "../log";
import { withAdvisoryLock } from "../db/migrate";
import { database } from "../db/runtime";
import { isDatabaseEmpty, seedDemo } from "../db/seed/demo";
import { DEMO_URL_KEY } from "../db/seed/demo-store";
import { DataDirLockedError } from "../db/lock";
import { installPageCache } from "./page-cache/install";

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
  await installPageCache(current);
  const owner = { email: config.DEMO_OWNER_EMAIL, password: config.DEMO_OWNER_PASSWORD };
  const port = config.PORT;
  const rootUrl = `${config.PUBLIC_PROTOCOL}://${config.ROOT_DOMAIN}:${port}`;
  const demoUrl = `${config.PUBLIC_PROTOCOL}://${DEMO_URL_KEY}.${menuDomain(config)}:${port}`;
  if (config.SEED_DEMO) {
    const seeded = await withAdvisoryLock(current, SEED_LOCK_KEY, async () => {
      if (!(await isDatabaseEmpty(current.db))) return false;
      await seedDemo(current.db, owner);
      return true;
    });
    if (seeded) {
      log.info({ rootUrl, demoUrl, email: owner.email }, "demo venue created");
      console.log(
        [
          "",
          "  Carta is ready.",
          `  Root site:     ${rootUrl}`,
          `  Demo venue:    ${demoUrl}/menu`,
          `  Demo owner:    ${owner.email}`,
          `  Password:      ${owner.password}`,
          "",
        ].join("\n"),
      );
      return;
    }
  }
  log.info({ rootUrl, demoUrl }, "carta started");
  console.log(`\n  Carta is ready.\n  Root site:     ${rootUrl}\n  Demo venue:    ${demoUrl}/menu\n`);
}
