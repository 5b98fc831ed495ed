import "server-only";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { policyWithHashes } from "../../http/policy-with-hashes";
import type { Encoding } from "./encodings";

export interface PageEntry {
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  /** the hash of the page's bytes, which its ETags are made of */
  etag: string;
  /** whether shared caches may keep it: a venue's guest page, not the root site's or an outage copy */
  shared: boolean;
  storeId: number;
  /** end of the minute it was rendered in (schedules and opening hours change on minute boundaries), or `lastsUntil` if sooner */
  expiresAt: number;
  /** when what guests may see changes by the dates (a plan ends or starts): not even shown stale after it */
  lastsUntil: number;
}

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** what the page told the cache about itself (render-page.ts), never sent on */
  facts: Record<string, string>;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Response headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "set-cookie",
  "etag",
  "vary",
  "cache-control",
]);

export function pageHeaders(raw: Record<string, string | string[] | undefined>): [string, string][] {
  return Object.entries(raw).flatMap(([name, value]) =>
    TRANSFER_HEADERS.has(name) || name.startsWith("x-middleware-") || name.startsWith("x-carta-page-") || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => [name, item] as [string, string]),
  );
}

export function minuteEnd(now: number): number {
  return (Math.floor(now / 60_000) + 1) * 60_000;
}

/** Compresses a rendered page once, for every guest until it expires. */
export async function pageEntry(page: Omit<RenderedPage, "facts">, storeId: number, now: number, lastsUntil = Infinity): Promise<PageEntry> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(page.body, { level: 9 }),
    brotliAsync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
  ]);
  const etag = createHash("sha256").update(page.body).digest("base64url").slice(0, 27);
  const html = page.body.toString("utf8");
  const headers = page.headers.map(([name, value]): [string, string] => [name, name === "content-security-policy" ? policyWithHashes(value, html) : value]);
  return {
    status: page.status,
    headers,
    bodies: { identity: page.body, gzip: gzipped, br: brotli },
    etag,
    shared: storeId !== 0,
    storeId,
    expiresAt: Math.min(minuteEnd(now), lastsUntil),
    lastsUntil,
  };
}

export function entrySize(entry: PageEntry): number {
  return entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length + 1024;
}
