import pino from "pino";

const globalForLog = globalThis as unknown as { cartaLogger?: pino.Logger };

export const log: pino.Logger =
  globalForLog.cartaLogger ??
  (globalForLog.cartaLogger = pino({
    name: "carta",
    level: process.env.LOG_LEVEL ?? "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  }));
