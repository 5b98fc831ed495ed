import "server-only";
import { LRUCache } from "lru-cache";
import { entrySize, type PageEntry } from "./page-entry";

const STALE_MS = 60_000;

export interface Mark {
  epoch: number;
  change: number;
}
/** What the rendered pages of one process may take. */
export const PAGE_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Rendered pages by host and path. A store's change retires its pages (kept only as the last copies for an
 * outage), and a render that began before the change is not kept.
 */
export class PageStore {
  private readonly pages: LRUCache<string, PageEntry>;
  /** the change count when each store last changed */
  private readonly changedAt = new Map<number, number>();
  /** pages whose store changed since they were rendered: never served as they are, only as last copies */
  private readonly retired = new Set<string>();
  private change = 0;
  private epoch = 0;

  constructor(maxBytes: number) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: entrySize, dispose: (_entry, key) => this.retired.delete(key) });
  }

  /** A page of the current minute, or undefined. */
  get(key: string, now: number): PageEntry | undefined {
    const entry = this.retired.has(key) ? undefined : this.pages.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /**
   * A page of the minute just past whose store has not changed since: shown while the new minute's page
   * renders. Older ones are not shown (hours and schedules may have moved on), nor any past its `lastsUntil`.
   */
  stale(key: string, now: number): PageEntry | undefined {
    const entry = this.retired.has(key) ? undefined : this.pages.get(key);
    return entry && entry.expiresAt <= now && now < entry.expiresAt + STALE_MS && now < entry.lastsUntil ? entry : undefined;
  }

  /**
   * The last page kept under `key`, however old, unless the dates moved past its `lastsUntil`: shown only
   * while the database is out of reach and no fresher page can be made.
   */
  last(key: string, now: number): PageEntry | undefined {
    const entry = this.pages.get(key);
    return entry && now < entry.lastsUntil ? entry : undefined;
  }

  /** Where the store's changes stand now: a render begun at this mark is kept only if its store did not change since. */
  mark(): Mark {
    return { epoch: this.epoch, change: this.change };
  }

  /** Keeps a page rendered since `mark` unless its store changed meanwhile (or everything did). */
  set(key: string, entry: PageEntry, mark: Mark): boolean {
    if (mark.epoch !== this.epoch || (this.changedAt.get(entry.storeId) ?? -1) > mark.change) return false;
    this.keep(key, entry);
    return true;
  }

  private keep(key: string, entry: PageEntry): void {
    this.pages.set(key, entry);
    this.retired.delete(key);
  }

  retireStore(storeId: number): void {
    this.changedAt.set(storeId, ++this.change);
    for (const [key, entry] of this.pages.entries()) if (entry.storeId === storeId) this.retired.add(key);
  }

  clear(): void {
    this.epoch += 1;
    this.pages.clear();
    this.retired.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
