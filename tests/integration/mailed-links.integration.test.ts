import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const VARS = { ROOT_DOMAIN: "carta.test:8443", PUBLIC_PROTOCOL: "https", LOG_LEVEL: "silent", SMTP_URL: "" };
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "carta-mailed-links-"));
  vi.stubEnv("DATA_DIR", dataDir);
  for (const [key, value] of Object.entries(VARS)) vi.stubEnv(key, value);
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe("links mailed outside the registration flow", () => {
  it("lead staff invitations and e-mail changes to the configured root site", async () => {
    const { sendStaffInvite } = await import("@/lib/server/users/send-staff-invite");
    const { rootLink } = await import("@/lib/server/registration/links");
    const { findLink, readOutbox } = await import("../support/outbox");

    const invite = { userId: 1, email: "new.staff@example.com", firstName: "Oleg", locale: "ru", token: "tok/en+1" };
    expect(await sendStaffInvite(invite)).toBe(true);
    const [mail] = (await readOutbox(path.join(dataDir, "outbox"))).filter((message) => message.to === invite.email);
    expect(findLink(mail!.text, "/ru/change-password")).toBe("https://carta.test:8443/ru/change-password?token=tok%2Fen%2B1");

    expect(rootLink({ locale: "zh" }, "/confirm-email", "abc")).toBe("https://carta.test:8443/zh/confirm-email?token=abc");
    expect(rootLink({ locale: "xx" }, "")).toBe("https://carta.test:8443/ru");
  });
});
