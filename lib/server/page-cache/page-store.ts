import { LRUCache } from "lru-cache";
import { entrySize, type PageEntry } from "./page-entry";

const STALE_MS = 60_000;
/** What the rendered pages of one process may take. */
export const PAGE_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Rendered pages by host and path. A store's change retires its pages and bumps its generation, so a
 * render that began before the change is not kept.
 */
export class PageStore {
  private readonly pages: LRUCache<string, PageEntry>;
  private readonly generations = new Map<number, number>();
  private epoch = 0;

  constructor(maxBytes: number) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: entrySize });
  }

  /** A page of the current minute, or undefined. */
  get(key: string, now: number): PageEntry | undefined {
    const entry = this.pages.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /**
   * A page of the minute just past whose store has not changed since: shown while the new minute's page
   * renders. Older ones are not shown (hours and schedules may have moved on), nor any past its `lastsUntil`.
   */
  stale(key: string, now: number): PageEntry | undefined {
    const entry = this.pages.get(key);
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

  generation(storeId: number): string {
    return `${this.epoch}:${this.generations.get(storeId) ?? 0}`;
  }

  /** Keeps a page rendered at `generation` unless its store changed meanwhile. */
  set(key: string, entry: PageEntry, generation: string): boolean {
    if (this.generation(entry.storeId) !== generation) return false;
    this.keep(key, entry);
    return true;
  }

  /** Keeps a page as it is: for a copy of a store whose owner has checked the generation. */
  keep(key: string, entry: PageEntry): void {
    this.pages.set(key, entry);
  }

  /** The pages of the current minute. */
  *fresh(now: number): Generator<[string, PageEntry]> {
    for (const [key, entry] of this.pages.entries()) if (entry.expiresAt > now) yield [key, entry];
  }

  retireStore(storeId: number): void {
    this.generations.set(storeId, (this.generations.get(storeId) ?? 0) + 1);
    for (const [key, entry] of this.pages.entries()) if (entry.storeId === storeId) this.pages.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
