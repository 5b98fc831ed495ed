import pino from "pino";

const LOGGED_TEXT_CHARS = 2000;

const cut = (text: unknown) => (typeof text === "string" && text.length > LOGGED_TEXT_CHARS ? `${text.slice(0, LOGGED_TEXT_CHARS)}…` : text);

/** An error as the log writes it: a failed query's bound values left out, its message (in the stack too) and statement cut to 2,000 characters. */
export function loggedError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const fields = { ...pino.stdSerializers.err(error) };
  delete fields.params;
  const message = cut(error.message) as string;
  return { ...fields, message, stack: fields.stack?.replace(error.message, message), ...("query" in fields ? { query: cut(fields.query) } : {}) };
}

/** The process's structured log (JSON lines on stdout); LOG_LEVEL sets how much it says. */
export const log: pino.Logger = pino({
  name: "carta",
  level: process.env.LOG_LEVEL || "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: loggedError },
});
