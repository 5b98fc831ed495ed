// Builds table sheets off the server's event loop: one message in ({ entries, title }), one out ({ pdf } or { error }).
import { parentPort } from "node:worker_threads";
import { renderSheet } from "./render-sheet.mjs";

parentPort?.on("message", async (/** @type {{ entries: { name: string; link: string }[]; title: string }} */ job) => {
  try {
    const pdf = await renderSheet(job.entries, job.title);
    parentPort?.postMessage({ pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
