import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "@/lib/storage/s3-storage";

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "carta-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "carta", configs: [] }] });
  const address: AddressInfo = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const instance = () =>
  s3Storage({ endpoint, bucket: "carta", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });

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

  it("answers null for a missing key and refuses unsafe keys", async () => {
    expect(await instance().get("c1/none.webp")).toBeNull();
    await expect(instance().get("../etc/passwd")).rejects.toThrow(/Refused storage key/);
  });
});
