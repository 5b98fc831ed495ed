import pino from "pino";

/** The process's structured log (JSON lines on stdout); LOG_LEVEL sets how much it says. */
export const log: pino.Logger = pino({
  name: "carta",
  level: process.env.LOG_LEVEL || "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});
