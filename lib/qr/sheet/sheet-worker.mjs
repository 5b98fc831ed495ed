// Builds table sheets off the server's event loop, in a child process (lib/qr/tables-sheet-pdf.ts): one
// message in ({ entries, title }), one out ({ pdf } or { error }).
import { renderSheet } from "./render-sheet.mjs";

process.on("message", async (/** @type {{ entries: { name: string; link: string }[]; title: string }} */ job) => {
  try {
    process.send?.({ pdf: await renderSheet(job.entries, job.title) });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
// The server going away ends the builder too.
process.on("disconnect", () => process.exit(0));
