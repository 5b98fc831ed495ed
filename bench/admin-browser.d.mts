/** One script of a page's first load, gzipped at level 9, with the libraries it was seen to hold. */
export interface FirstLoadChunk {
  url: string;
  gzipKB: number;
  contains: string;
}

export function firstLoadScripts(base: string | URL, html: string): Promise<{ totalGzipKB: number; chunks: FirstLoadChunk[] }>;

export function lighthouse(url: string, cookie: string, runs: number): { performance: number; lcpMs: number; tbtMs: number; mainThreadMs: number; jsTransferKB: number }[];

export function interactions(url: string, cookie: string): Promise<Record<string, number | null>>;
