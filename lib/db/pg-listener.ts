import type { Client } from "pg";
import { log } from "../log";
import type { Listener } from "./types";

const RETRY_MS = [250, 1000, 5000];

/**
 * LISTEN on a dedicated PostgreSQL connection, reconnecting when it breaks. Between a break and the
 * next successful LISTEN notifications can be missed, which the listener hears as `onLost`.
 */
export function listenOnPostgres(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let client: Client | null = null;
  let stopped = false;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const { Client: PgClient } = await import("pg");
    const next = new PgClient({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      log.warn({ message: error.message }, "notification connection failed");
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
    failures = 0;
    listener.onReady();
  };

  const lost = (which: Client) => {
    if (client !== which) return;
    client = null;
    listener.onLost();
    void which.end().catch(() => undefined);
    retry();
  };

  const retry = () => {
    if (stopped) return;
    const delay = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
    setTimeout(() => {
      if (!stopped) connect().catch(retry);
    }, delay).unref();
  };

  return connect().then(() => async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end();
  });
}
