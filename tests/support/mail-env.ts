import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";

const VARS = { ROOT_DOMAIN: "carta.test:8443", PUBLIC_PROTOCOL: "https", LOG_LEVEL: "silent", SMTP_URL: "" };

/**
 * Points mail at a fresh outbox under a temporary DATA_DIR and links at https://carta.test:8443 for the file's
 * tests (import the mail modules after it, dynamically); returns the outbox folder.
 */
export function mailOutboxForTests(prefix: string): () => string {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    vi.stubEnv("DATA_DIR", dataDir);
    for (const [key, value] of Object.entries(VARS)) vi.stubEnv(key, value);
    vi.resetModules();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });
  return () => path.join(dataDir, "outbox");
}
