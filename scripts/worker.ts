// `npm run worker`: runs the job worker (translations, exports, mail retries) without the web server.
import { env } from "../lib/env";
import { closeDatabase, database } from "../lib/db/runtime";
import { log } from "../lib/log";
import { runJobWorker, stopJobWorker } from "../lib/server/jobs/run-worker";

async function main() {
  if (!env().DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL: the embedded database belongs to the one server process, which runs the jobs itself.");
    process.exit(1);
  }
  runJobWorker((await database()).db);
  const stop = async (signal: string) => {
    log.info({ signal }, "job worker stopping");
    await stopJobWorker();
    await closeDatabase();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

void main();
