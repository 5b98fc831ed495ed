import net from "node:net";
import { DUMP_REQUEST } from "./serve-dumps";
import { dumpSocketPath } from "./socket-path";

const NO_SERVER = new Set(["ENOENT", "ECONNREFUSED"]);
/** A server that says nothing for this long (it is stopped, or stuck) is not waited for any longer. */
const SILENCE_MS = 5 * 60_000;

/** A dump from the process that holds DATA_DIR, or null when none listens there. */
export function requestDump(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(dumpSocketPath(dataDir), () => socket.write(DUMP_REQUEST));
    socket.setTimeout(SILENCE_MS, () => socket.destroy(new Error("The running server did not answer the backup request in 5 minutes.")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (NO_SERVER.has(error.code ?? "")) resolve(null);
      else reject(error);
    });
    socket.on("end", () => {
      try {
        resolve(readAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function readAnswer(answer: Buffer): Buffer {
  const newline = answer.indexOf("\n");
  if (newline < 0) throw new Error("The running server closed the connection without copying the database.");
  const header = JSON.parse(answer.subarray(0, newline).toString("utf8")) as { ok: boolean; size?: number; error?: string };
  if (!header.ok) throw new Error(`The running server could not copy the database: ${header.error}`);
  const bytes = answer.subarray(newline + 1);
  if (bytes.length !== header.size) throw new Error(`The database copy was cut short (${bytes.length} of ${header.size} bytes).`);
  return bytes;
}
