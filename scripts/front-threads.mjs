// Starts the front threads (scripts/front.mjs) that own the public port, one per core: the first binds it, the
// others share its socket. Their metrics join the process's at each scrape; a front thread that dies takes the
// process with it, for the supervisor to restart.
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { FRONT_BUNDLE } from "./build-front.mjs";

/** `bundle` is the front threads' code as scripts/build-front.mjs builds it. */
export async function startFrontThreads({ port, hostname, backlog, upstreamPort, peerSecret, clockOffset, threads = os.availableParallelism(), bundle = path.resolve(FRONT_BUNDLE) }) {
  const workers = [];
  let stopping = false;
  const start = (fd) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(bundle, {
        workerData: { port, hostname, backlog, fd, upstreamPort, peerSecret, clockOffset },
        execArgv: [],
      });
      workers.push(worker);
      worker.once("error", reject);
      worker.on("message", (message) => {
        if (message.type === "listening") {
          worker.off("error", reject);
          worker.on("error", (error) => console.error(error));
          worker.on("exit", () => {
            if (!stopping) process.exit(1);
          });
          resolve(message.fd);
        }
      });
    });
  const fd = await start(undefined);
  await Promise.all(Array.from({ length: Math.max(0, threads - 1) }, () => start(fd)));

  let asked = 0;
  const metricsOf = (worker) =>
    new Promise((resolve) => {
      const id = ++asked;
      const answered = (message) => {
        if (message.type !== "metrics" || message.id !== id) return;
        worker.off("message", answered);
        resolve(message.metrics);
      };
      worker.on("message", answered);
      worker.postMessage({ type: "metrics", id });
    });

  return {
    /** Each thread's metrics (prom-client JSON), for the process's to be summed with. */
    metrics: () => Promise.all(workers.map(metricsOf)),
    stop: () => {
      stopping = true;
      return Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
