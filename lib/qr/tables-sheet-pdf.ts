import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";

export interface SheetEntry {
  name: string;
  link: string;
}

/** A plain module outside the bundle, from the working directory like the fonts (see DESIGN). */
const WORKER_FILE = ["lib", "qr", "sheet", "sheet-worker.mjs"];
/** Heap ceiling of the builder: a 500-table sheet needs about a third of it. */
const WORKER_HEAP_MB = 384;
const BUILD_TIMEOUT_MS = 60_000;

type Reply = { pdf: Uint8Array; error?: undefined } | { pdf?: undefined; error: string };

let worker: ChildProcess | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * A print-ready A4 sheet of the tables' codes, built in a child process so the server keeps answering;
 * sheets are built one at a time per server, later requests wait their turn.
 */
export function tablesSheetPdf(entries: readonly SheetEntry[], title: string): Promise<Uint8Array> {
  const job = queue.then(() => build(entries, title));
  queue = job.catch(() => undefined);
  return job;
}

function build(entries: readonly SheetEntry[], title: string): Promise<Uint8Array> {
  const thread = (worker ??= start());
  return new Promise<Uint8Array>((resolve, reject) => {
    const fail = (error: Error) => {
      cleanup();
      if (worker === thread) worker = null;
      thread.kill();
      reject(error);
    };
    const onMessage = (reply: Reply) => {
      cleanup();
      if (reply.pdf) resolve(reply.pdf);
      else reject(new Error(`Table sheet failed: ${reply.error}`));
    };
    const onError = (error: Error) => fail(error);
    const onExit = (code: number) => fail(new Error(`Table sheet worker stopped (exit ${code})`));
    const timer = setTimeout(() => fail(new Error("Table sheet took too long")), BUILD_TIMEOUT_MS);
    function cleanup() {
      clearTimeout(timer);
      thread.off("message", onMessage).off("error", onError).off("exit", onExit);
    }
    thread.on("message", onMessage).on("error", onError).on("exit", onExit);
    thread.send({ entries: entries.map(({ name, link }) => ({ name, link })), title });
  });
}

function start(): ChildProcess {
  const thread = fork(path.join(process.cwd(), ...WORKER_FILE), [], {
    execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
    // The PDF's bytes come back as bytes, not as JSON.
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  // An idle builder must not keep a script or test run alive.
  thread.unref();
  thread.channel?.unref();
  return thread;
}
