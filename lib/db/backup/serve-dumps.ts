import { chmod, rm } from "node:fs/promises";
import net from "node:net";
import { log } from "../../log";
import type { Database } from "../types";
import { dumpSocketPath } from "./socket-path";

export const DUMP_REQUEST = "dump\n";

/**
 * Answers `npm run backup` while this process holds the embedded database: each connection that
 * writes DUMP_REQUEST receives a header line ({ ok, size } or { ok: false, error }) and the dump.
 * Resolves to the function that stops listening.
 */
export async function serveDumps(dataDir: string, database: Database): Promise<() => Promise<void>> {
  const dump = database.dump;
  if (!dump || process.platform === "win32") return async () => undefined;
  const socketPath = dumpSocketPath(dataDir);
  const server = net.createServer((socket) => {
    socket.on("error", () => socket.destroy());
    let request = "";
    socket.on("data", (chunk) => {
      request += chunk.toString("utf8");
      if (!request.includes("\n")) return;
      socket.removeAllListeners("data");
      void answer(socket, request === DUMP_REQUEST ? dump : null);
    });
  });
  server.unref();
  // This process holds the DATA_DIR lock: a socket left there belongs to a process that is gone.
  await rm(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, resolve);
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    log.warn({ err: error, socketPath }, "npm run backup cannot reach this server: stop it to back up DATA_DIR");
    server.close();
    return async () => undefined;
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function answer(socket: net.Socket, dump: (() => Promise<Blob>) | null) {
  if (!dump) {
    socket.end(`${JSON.stringify({ ok: false, error: "unknown request" })}\n`);
    return;
  }
  try {
    const bytes = Buffer.from(await (await dump()).arrayBuffer());
    log.info({ bytes: bytes.length }, "database copied for a backup");
    socket.write(`${JSON.stringify({ ok: true, size: bytes.length })}\n`);
    socket.end(bytes);
  } catch (error) {
    log.error({ err: error }, "database copy for a backup failed");
    socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
  }
}
