import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { type ReceivedMail, startSmtpServer } from "./smtp-server";

/**
 * The app's mail for one test file goes to a real SMTP server on loopback (with its own DATA_DIR and
 * CONTACT_EMAIL support@carta.test); `stop` takes the server down and `restart` brings it back on its port.
 */
export function mailThroughSmtp(dataDirPrefix: string) {
  const received: ReceivedMail[] = [];
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), dataDirPrefix));
    smtp = await startSmtpServer(0, received);
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${smtp.port}`);
    vi.stubEnv("LOG_LEVEL", "silent");
    vi.stubEnv("CONTACT_EMAIL", "support@carta.test");
    vi.resetModules();
  });

  afterAll(async () => {
    (await import("@/lib/mail/transport")).resetTransport();
    await smtp.close();
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    received,
    stop: () => smtp.close(),
    restart: async () => {
      smtp = await startSmtpServer(smtp.port, received);
    },
  };
}
