import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/files/[...key]/route";
import { s3Storage } from "@/lib/storage/s3-storage";

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "carta-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [
      { name: "carta", configs: [] },
      { name: "carta-private", configs: [] },
    ],
  });
  const address: AddressInfo = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const instance = (bucket = "carta") =>
  s3Storage({ endpoint, bucket, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });

describe("S3-compatible storage", () => {
  it("reads through one instance what another wrote, and forgets deleted keys", async () => {
    const writer = instance();
    const reader = instance();
    const bytes = new TextEncoder().encode("webp bytes");
    await writer.put("c1/s2/photo-640.webp", bytes, "image/webp");

    const file = await reader.get("c1/s2/photo-640.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(bytes.byteLength);
    expect(new Uint8Array(await new Response(file!.body).arrayBuffer())).toEqual(bytes);

    await reader.delete("c1/s2/photo-640.webp");
    expect(await writer.get("c1/s2/photo-640.webp")).toBeNull();
  });

  it("lists the files under a folder with their times", async () => {
    const files = instance();
    await files.put("private/contact/a.pdf", new Uint8Array([1]), "application/pdf");
    await files.put("private/contact/b.pdf", new Uint8Array([2]), "application/pdf");
    await files.put("private/exports/c.pdf", new Uint8Array([3]), "application/pdf");
    const listed = [];
    for await (const file of files.list("private/contact/")) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual(["private/contact/a.pdf", "private/contact/b.pdf"]);
    expect(listed.every((file) => Date.now() - file.modifiedAt.getTime() < 60_000)).toBe(true);
  });

  it("answers null for a missing key and refuses unsafe keys", async () => {
    expect(await instance().get("c1/none.webp")).toBeNull();
    await expect(instance().get("../etc/passwd")).rejects.toThrow(/Refused storage key/);
  });
});

describe("/files/{key} on a bucket", () => {
  const state = globalThis as unknown as { cartaStorage?: unknown };
  const fetchFile = (key: string) =>
    GET(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split("/") }) });

  afterAll(() => {
    delete state.cartaStorage;
  });

  it("streams a stored file with immutable caching and answers 404 for a missing key", async () => {
    state.cartaStorage = instance();
    await instance().put("c1/s2/menu-320.webp", new Uint8Array([1, 2, 3]), "image/webp");

    const answer = await fetchFile("c1/s2/menu-320.webp");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));

    const missing = await fetchFile("c1/s2/none-320.webp");
    expect(missing.status).toBe(404);
  });
});

describe("private files with a public bucket URL", () => {
  const state = globalThis as unknown as { cartaStorage?: unknown };

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    delete state.cartaStorage;
  });

  it("keeps exports and attachments out of the public bucket, and /files neither serves nor redirects to them", async () => {
    delete state.cartaStorage;
    const variables = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: "carta",
      S3_PRIVATE_BUCKET: "carta-private",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: `${endpoint}/carta`,
    };
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
    vi.resetModules();
    const { storage } = await import("@/lib/storage");
    const { GET: files } = await import("@/app/files/[...key]/route");
    const fetchFile = (key: string) => files(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split("/") }) });

    await storage().put("private/exports/s1/j1-menu.pdf", new TextEncoder().encode("%PDF-1.4 hidden dish"), "application/pdf");
    await storage().put("c1/s1/dish-320.webp", new Uint8Array([1, 2, 3]), "image/webp");

    expect(await instance("carta").get("private/exports/s1/j1-menu.pdf")).toBeNull();
    expect(await (await fetch(`${endpoint}/carta/private/exports/s1/j1-menu.pdf`)).status).toBe(404);
    expect(await instance("carta-private").get("private/exports/s1/j1-menu.pdf")).not.toBeNull();
    expect(await new Response((await storage().get("private/exports/s1/j1-menu.pdf"))!.body).text()).toBe("%PDF-1.4 hidden dish");

    const privateAnswer = await fetchFile("private/exports/s1/j1-menu.pdf");
    expect(privateAnswer.status).toBe(404);
    expect(privateAnswer.headers.get("location")).toBeNull();
    const publicAnswer = await fetchFile("c1/s1/dish-320.webp");
    expect(publicAnswer.status).toBe(308);
    expect(publicAnswer.headers.get("location")).toBe(`${endpoint}/carta/c1/s1/dish-320.webp`);
  });
});

describe("npm run storage:migrate", () => {
  it("copies DATA_DIR/files into the bucket, skips temporary files, and skips what is already there on a second run", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "carta-migrate-"));
    const files = path.join(dataDir, "files");
    await mkdir(path.join(files, "c1", "s2"), { recursive: true });
    await mkdir(path.join(files, "private", "contact"), { recursive: true });
    await writeFile(path.join(files, "c1", "s2", "dish-640.webp"), "webp bytes");
    await writeFile(path.join(files, "private", "contact", "scan.pdf"), "%PDF-1.4");
    await writeFile(path.join(files, "c1", "s2", "half-written.webp.tmp"), "partial");
    // Asynchronous: the bucket's server runs in this process and must keep answering.
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", path.join("scripts", "storage-migrate.ts")], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          S3_ENDPOINT: endpoint,
          S3_BUCKET: "carta",
          S3_REGION: "us-east-1",
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
          S3_FORCE_PATH_STYLE: "true",
        },
        encoding: "utf8",
        timeout: 60_000,
      });
    expect((await run()).stdout).toContain("2 copied, 0 already in carta");
    const photo = await instance().get("c1/s2/dish-640.webp");
    expect(photo?.contentType).toBe("image/webp");
    expect(await new Response(photo!.body).text()).toBe("webp bytes");
    expect((await instance().get("private/contact/scan.pdf"))?.contentType).toBe("application/pdf");
    expect(await instance().get("c1/s2/half-written.webp.tmp")).toBeNull();
    expect((await run()).stdout).toContain("0 copied, 2 already in carta");
    await rm(dataDir, { recursive: true, force: true });
  });
});
