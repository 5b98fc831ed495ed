import { LRUCache } from "lru-cache";
import { entrySize, type PageEntry } from "./page-entry";

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

  get(key: string, now: number): PageEntry | undefined {
    const entry = this.pages.get(key);
    if (entry && entry.expiresAt <= now) {
      this.pages.delete(key);
      return undefined;
    }
    return entry;
  }

  generation(storeId: number): string {
    return `${this.epoch}:${this.generations.get(storeId) ?? 0}`;
  }

  /** Keeps a page rendered at `generation` unless its store changed meanwhile. */
  set(key: string, entry: PageEntry, generation: string): boolean {
    if (this.generation(entry.storeId) !== generation) return false;
    this.pages.set(key, entry);
    return true;
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
