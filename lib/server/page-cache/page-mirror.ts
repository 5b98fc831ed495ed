import type { IncomingMessage, ServerResponse } from "node:http";
import { BroadcastChannel } from "node:worker_threads";
import type { SiteConfig } from "../../sites/resolve-site";
import type { PageEntry } from "./page-entry";
import { PAGE_CACHE_BYTES, PageStore } from "./page-store";
import { serveFresh } from "./serve-fresh";

/**
 * The page cache's fresh pages, copied to the threads that answer guests first (scripts/front.mjs): the
 * cache announces every page it keeps and every change that retires pages; a thread that starts later says
 * hello and gets what is kept now.
 */
const CHANNEL = "carta-page-mirror";

type MirrorMessage =
  | { type: "hello" }
  | { type: "state"; trusted: boolean; siteConfig: SiteConfig }
  | { type: "set"; key: string; entry: PageEntry }
  | { type: "retire"; storeId: number }
  | { type: "clear" };

export interface PageMirror {
  set(key: string, entry: PageEntry): void;
  retire(storeId: number): void;
  clear(): void;
  trust(trusted: boolean): void;
  close(): void;
}

/** The page cache's side: `kept()` lists the fresh pages for a thread that says hello. */
export function publishPages(siteConfig: SiteConfig, kept: () => Iterable<[string, PageEntry]>): PageMirror {
  const channel = new BroadcastChannel(CHANNEL);
  channel.unref();
  let trusted = false;
  const post = (message: MirrorMessage) => channel.postMessage(message);
  channel.onmessage = (event) => {
    if ((event as { data: MirrorMessage }).data.type !== "hello") return;
    post({ type: "state", trusted, siteConfig });
    for (const [key, entry] of kept()) post({ type: "set", key, entry });
  };
  return {
    set: (key, entry) => post({ type: "set", key, entry }),
    retire: (storeId) => post({ type: "retire", storeId }),
    clear: () => post({ type: "clear" }),
    trust(value) {
      trusted = value;
      post({ type: "state", trusted, siteConfig });
    },
    close: () => channel.close(),
  };
}

/** Buffers arrive as plain byte arrays: viewed as Buffers again, not copied. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export interface PageFollower {
  /** Answers a request for a page of the current minute from the copy, at once; false otherwise. */
  serveFresh(request: IncomingMessage, response: ServerResponse, now: number): boolean;
  close(): void;
}

/** A front thread's side: a copy of the fresh pages, used only while the cache trusts its own. */
export function followPages(maxBytes = PAGE_CACHE_BYTES): PageFollower {
  const store = new PageStore(maxBytes);
  const channel = new BroadcastChannel(CHANNEL);
  channel.unref();
  let siteConfig: SiteConfig | null = null;
  let trusted = false;
  channel.onmessage = (event) => {
    const message = (event as { data: MirrorMessage }).data;
    if (message.type === "state") {
      ({ trusted, siteConfig } = message);
      if (!trusted) store.clear();
    } else if (message.type === "set") {
      const { identity, gzip, br } = message.entry.bodies;
      store.keep(message.key, { ...message.entry, bodies: { identity: asBuffer(identity), gzip: asBuffer(gzip), br: asBuffer(br) } });
    } else if (message.type === "retire") store.retireStore(message.storeId);
    else if (message.type === "clear") store.clear();
  };
  channel.postMessage({ type: "hello" } satisfies MirrorMessage);
  return {
    serveFresh(request, response, now) {
      return trusted && siteConfig !== null && serveFresh(store, siteConfig, request, response, now);
    },
    close: () => channel.close(),
  };
}
