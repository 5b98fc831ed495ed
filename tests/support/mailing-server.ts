import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { readOutbox } from "./outbox";

/**
 * Server modules that send mail, loaded afresh for a test file: a temporary data directory whose outbox
 * collects the mail unless an SMTP server is named, links built from `rootDomain` over https, quiet logs.
 * The environment is restored and the directory removed after the file.
 */
export function mailingServer(name: string) {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `carta-${name}-`));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    /** Sets the environment and forgets loaded modules: the next dynamic imports read this configuration. */
    async configure({ rootDomain, smtpUrl }: { rootDomain: string; smtpUrl?: string }): Promise<void> {
      vi.resetModules();
      vi.stubEnv("DATA_DIR", dataDir);
      vi.stubEnv("LOG_LEVEL", "silent");
      vi.stubEnv("ROOT_DOMAIN", rootDomain);
      vi.stubEnv("PUBLIC_PROTOCOL", "https");
      vi.stubEnv("SMTP_URL", smtpUrl);
      (await import("@/lib/env")).env();
    },
    /** Every mail the outbox holds, oldest first. */
    outbox: () => readOutbox(path.join(dataDir, "outbox")),
  };
}
