// The process's one pino logger, shared by scripts/serve.mjs and the Next.js server code (lib/log.ts).
import pino from "pino";

export function logger() {
  return (globalThis.cartaLogger ??= pino({
    name: "carta",
    level: process.env.LOG_LEVEL || "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  }));
}
