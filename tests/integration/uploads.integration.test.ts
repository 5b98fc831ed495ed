import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getFile } from "@/app/files/[...key]/route";
import { actionHistory, rateLimits, uploads } from "@/lib/db/schema";
import { STORAGE_QUOTA_MB, storageQuotaBytes } from "@/lib/domain/subscriptions/storage-quota";
import { UPLOADS_PER_USER } from "@/lib/server/auth/rate-limit";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { storeStorageUsage } from "@/lib/server/uploads/store-storage-usage";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { createUpload } from "@/lib/server/uploads/create-upload";
import { readUploadForm } from "@/lib/server/uploads/read-upload-form";
import { MAX_UPLOAD_MB, type UploadKind } from "@/lib/uploads/contract";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-uploads-"));
process.env.DATA_DIR = dataDir;
const filesDir = path.join(dataDir, "files");

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#c0392b" } });
const file = (bytes: Uint8Array | string, name: string, type = "image/png") => new File([bytes as BlobPart], name, { type });
const png = async (width: number, height: number) => file(await canvas(width, height).png().toBuffer(), "logo.png");
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="red"/></svg>';

function storedFiles(): string[] {
  try {
    return readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(engines())("uploads on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  beforeAll(() => {
    ({ database, a, b } = world);
  });

  const upload = (user: UserRow, storeId: number, files: File[], kind: UploadKind = "logo") =>
    createUpload(contextOf(database.db, user), { storeId, kind, files });
  const counts = async () => ({
    files: storedFiles().length,
    uploads: (await database.db.select({ total: count() }).from(uploads))[0]!.total,
    history: (await database.db.select({ total: count() }).from(actionHistory))[0]!.total,
  });

  it("re-encodes a PNG into WebP variants no wider than the original, with a row and a history entry", async () => {
    const store = a.stores[0];
    const result = await upload(a.companyManager, store.id, [await png(1200, 800)]);
    expect(result).toMatchObject({ width: 1200, height: 800 });
    expect(result.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 213],
      [640, 427],
      [1024, 683],
    ]);
    for (const variant of result.variants) {
      expect(variant.url).toMatch(new RegExp(`^/files/c${a.company.id}/s${store.id}/[0-9a-f-]{36}-${variant.width}\\.webp$`));
      const stored = readFileSync(path.join(filesDir, variant.url.replace("/files/", "")));
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", variant.width, variant.height]);
    }
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, result.id));
    expect(row).toMatchObject({ companyId: a.company.id, storeId: store.id, kind: "logo", width: 1200, height: 800, createdBy: a.companyManager.id });
    expect(row!.variants.map((variant) => variant.width)).toEqual([320, 640, 1024]);
    expect(row!.variants.every((variant) => variant.bytes > 0)).toBe(true);
    const history = await database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.objectType, "upload"), eq(actionHistory.objectId, result.id)));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ event: "create", companyId: a.company.id, storeId: store.id, userId: a.companyManager.id, before: null });
    expect(history[0]!.after).toMatchObject({ kind: "logo", width: 1200, height: 800 });
  });

  it("turns a rotated JPEG upright and strips its metadata", async () => {
    const jpeg = await canvas(1200, 700).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await upload(a.storeManager, a.stores[0].id, [file(jpeg, "photo.jpg", "image/jpeg")], "photo");
    expect(result).toMatchObject({ width: 700, height: 1200 });
    expect(result.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 549],
      [640, 1097],
    ]);
    const metadata = await sharp(readFileSync(path.join(filesDir, result.variants[1]!.url.replace("/files/", "")))).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 640, height: 1097 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("keeps one variant at the original width for small images, and takes WebP, AVIF, GIF and any name", async () => {
    const small = await upload(a.companyManager, a.stores[1].id, [await png(200, 100)], "icon");
    expect(small.variants.map((variant) => [variant.width, variant.height])).toEqual([[200, 100]]);
    for (const format of ["webp", "avif", "gif"] as const) {
      const bytes = await canvas(400, 300).toFormat(format).toBuffer();
      const result = await upload(a.companyManager, a.stores[1].id, [file(bytes, `picture.${format}`, `image/${format}`)]);
      expect(result.variants.map((variant) => variant.width)).toEqual([320]);
    }
    const jpegNamedPng = file(await canvas(500, 500).jpeg().toBuffer(), "photo.png", "image/png");
    expect((await upload(a.companyManager, a.stores[1].id, [jpegNamedPng])).width).toBe(500);
  });

  it("refuses by content with the contract's keys, and writes nothing", async () => {
    const before = await counts();
    const huge = await sharp(randomBytes(2000 * 1800 * 3), { raw: { width: 2000, height: 1800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(huge.byteLength).toBeGreaterThan(MAX_UPLOAD_MB * 1024 * 1024);
    const tiffAsPng = file(await canvas(10, 10).tiff().toBuffer(), "scan.png");
    const cases: Array<[File[], object]> = [
      [[file(huge, "huge.png")], { key: "maxSize", num: MAX_UPLOAD_MB }],
      [[file("just some text, not an image", "notes.png")], { key: "unsupportedExtension" }],
      [[file(svg, "logo.svg", "image/svg+xml")], { key: "unsupportedExtension" }],
      [[file(svg, "logo.png")], { key: "unsupportedExtension" }],
      [[tiffAsPng], { key: "unsupportedExtension" }],
      [[file(new Uint8Array(), "empty.png")], { key: "imageRequired" }],
      [[], { key: "imageRequired" }],
      [[await png(50, 50), await png(60, 60)], { key: "onlyOneImage" }],
    ];
    for (const [files, refusal] of cases) {
      await expect(upload(a.companyManager, a.stores[0].id, files)).rejects.toMatchObject(refusal);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses company A's roles on company B's stores and a store manager on a sibling store, writing nothing", async () => {
    const before = await counts();
    const attempts: Array<[UserRow, number]> = [
      [a.companyManager, b.stores[0].id],
      [a.storeManager, b.stores[1].id],
      [a.storeManager, a.stores[1].id],
      [b.companyManager, a.stores[0].id],
      [a.companyManager, 999_999],
    ];
    for (const [user, storeId] of attempts) {
      await expect(upload(user, storeId, [await png(400, 300)])).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await counts()).toEqual(before);
  });

  it("serves stored variants with their type and a year-long immutable cache, and 404 for anything else", async () => {
    const result = await upload(b.companyManager, b.stores[0].id, [await png(700, 350)]);
    const key = result.variants[0]!.url.replace("/files/", "");
    const response = await getFile(new Request(`http://localhost${result.variants[0]!.url}`), { params: Promise.resolve({ key: key.split("/") }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
    for (const segments of [["c1", "s1", "missing-320.webp"], ["..", "..", "etc", "passwd"], ["c1", "..", "x.webp"], ["c1%2F..%2Fx"]]) {
      const missing = await getFile(new Request("http://localhost/files/x"), { params: Promise.resolve({ key: segments }) });
      expect(missing.status).toBe(404);
    }
  });

  it("tells the store's people how much storage the images use and what the plan includes; a rival is refused", async () => {
    const store = b.stores[1];
    const ctx = contextOf(database.db, b.companyManager);
    const { state } = await settleSubscriptions(ctx, store.id);
    const before = await storeStorageUsage(ctx, store.id);
    expect(before.quotaBytes).toBe(storageQuotaBytes(state.plan?.key ?? null));
    expect(before.quotaBytes).toBe(STORAGE_QUOTA_MB[state.plan?.key ?? "setup"] * 1024 * 1024);
    const result = await upload(b.companyManager, store.id, [await png(900, 600)]);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, result.id));
    const after = await storeStorageUsage(ctx, store.id);
    expect(after.usedBytes - before.usedBytes).toBe(row!.variants.reduce((sum, variant) => sum + variant.bytes, 0));
    await expect(storeStorageUsage(contextOf(database.db, a.companyManager), store.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses an image that would pass the store's storage quota, naming the plan's figure, and writes nothing", async () => {
    const store = b.stores[1];
    const ctx = contextOf(database.db, b.companyManager);
    const { usedBytes, quotaBytes } = await storeStorageUsage(ctx, store.id);
    const filler = { width: 1, height: 1, bytes: quotaBytes - usedBytes - 100, key: "c0/s0/filler-1.webp" };
    const [fill] = await database.db
      .insert(uploads)
      .values({ companyId: b.company.id, storeId: store.id, kind: "photo", width: 1, height: 1, variants: [filler] })
      .returning({ id: uploads.id });
    try {
      const before = await counts();
      await expect(upload(b.companyManager, store.id, [await png(900, 600)])).rejects.toMatchObject({ key: "storageFull", num: quotaBytes / 1024 / 1024 });
      expect(await counts()).toEqual(before);
      // Another store of the same company has its own quota.
      await expect(upload(b.companyManager, b.stores[0].id, [await png(90, 60)])).resolves.toMatchObject({ width: 90 });
    } finally {
      await database.db.delete(uploads).where(eq(uploads.id, fill!.id));
    }
  });

  it("limits how many images one user may upload in the window, refused attempts included; other users are not held back", async () => {
    const store = b.stores[0];
    await database.db.delete(rateLimits);
    const tiny = await png(20, 20);
    for (let n = 0; n < UPLOADS_PER_USER.limit; n += 1) {
      const attempt = upload(b.storeManager, store.id, [n % 2 === 0 ? tiny : file(svg, "logo.svg", "image/svg+xml")]);
      if (n % 2 === 0) await attempt;
      else await expect(attempt).rejects.toMatchObject({ key: "unsupportedExtension" });
    }
    const before = await counts();
    await expect(upload(b.storeManager, store.id, [tiny])).rejects.toMatchObject({ key: "rateLimited", num: UPLOADS_PER_USER.windowMs / 60_000 });
    expect(await counts()).toEqual(before);
    await expect(upload(b.companyManager, store.id, [tiny])).resolves.toMatchObject({ width: 20 });
  });
});

describe("the upload form", () => {
  const post = (body: BodyInit, headers?: HeadersInit) => new Request("http://localhost/api/uploads", { method: "POST", body, headers });

  it("reads the file, kind and store id of a multipart body", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    form.set("kind", "logo");
    form.set("storeId", "42");
    const parsed = await readUploadForm(post(form));
    expect(parsed).toMatchObject({ storeId: "42", kind: "logo" });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]!.size).toBe(3);
  });

  it("refuses a body over the size limit before parsing it, and a body that is no form", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(MAX_UPLOAD_MB * 1024 * 1024 + 100_000)], "big.png", { type: "image/png" }));
    await expect(readUploadForm(post(form))).rejects.toMatchObject({ key: "maxSize", num: MAX_UPLOAD_MB });
    await expect(readUploadForm(post("hello", { "content-type": "text/plain" }))).rejects.toMatchObject({ key: "imageRequired" });
  });
});
