import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../support/free-port";
import { startSmtpServer } from "../support/smtp-server";

const ENV_KEYS = ["DATA_DIR", "SMTP_URL", "MAIL_FROM"] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

async function loadMail(vars: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  (await import("@/lib/mail/transport")).resetTransport();
  vi.resetModules();
  for (const key of ENV_KEYS) {
    if (vars[key] === undefined) delete process.env[key];
    else process.env[key] = vars[key];
  }
  const [{ sendMail }, outbox, { renderMail }, { log }] = await Promise.all([
    import("@/lib/mail/send-mail"),
    import("../support/outbox"),
    import("@/lib/mail/templates"),
    import("@/lib/log"),
  ]);
  const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
  const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
  return { sendMail, ...outbox, renderMail, spies: { info, error } };
}

describe("sendMail", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "carta-mail-"));
  });

  afterEach(async () => {
    (await import("@/lib/mail/transport")).resetTransport();
    vi.restoreAllMocks();
    for (const key of ENV_KEYS) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes .eml files to the outbox that read back with recipient, subject and link", async () => {
    const mail = await loadMail({ DATA_DIR: dataDir });
    const outboxDir = path.join(dataDir, "outbox");
    const sent = [
      { to: "anna@example.com", locale: "ru", template: "confirm-email", link: "http://localhost:3000/ru/confirm-email?token=ru-1" },
      { to: "li@example.com", locale: "zh", template: "reset-password", link: "http://localhost:3000/zh/reset-password?token=zh-2" },
      { to: "sam@example.com", locale: "en", template: "staff-invite", link: "http://localhost:3000/en/invite?token=en-3" },
    ] as const;

    const results = [];
    for (const input of sent) results.push(await mail.sendMail({ ...input, name: "Анна 李" }));

    for (const result of results) {
      expect(result.messageId).toMatch(/^<.+@.+>$/);
      expect(path.dirname(result.file!)).toBe(outboxDir);
      expect(path.basename(result.file!)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.eml$/);
      const raw = await readFile(result.file!, "utf8");
      expect(raw).toMatch(/^[\x00-\x7f]*$/);
      expect(raw).toContain(`Message-ID: ${result.messageId}`);
      expect(raw).toContain("From: Carta <no-reply@carta.localhost>");
    }

    const messages = await mail.readOutbox(outboxDir);
    expect(messages.map((message) => message.file)).toEqual(results.map((result) => result.file));
    sent.forEach((input, index) => {
      const message = messages[index]!;
      const expected = mail.renderMail(input.template, input.locale, { link: input.link, name: "Анна 李" });
      expect(message.to).toBe(input.to);
      expect(message.subject).toBe(expected.subject);
      expect(message.text).toBe(expected.text);
      expect(mail.findLink(message.text, new URL(input.link).pathname)).toBe(input.link);
    });
    expect(messages[0]!.subject).toBe("Подтвердите e-mail, чтобы завершить регистрацию в Carta");
    expect(messages[1]!.subject).toBe("重置您的 Carta 密码");
    expect(messages[1]!.text).toContain("Анна 李，您好！");
    expect(await mail.readOutbox()).toEqual(messages);

    expect(mail.spies.info).toHaveBeenCalledWith(
      { to: "li@example.com", subject: "重置您的 Carta 密码", link: sent[1].link, file: results[1]!.file },
      "mail sent",
    );
  });

  it("returns an empty outbox when nothing was sent", async () => {
    const mail = await loadMail({ DATA_DIR: dataDir });
    expect(await mail.readOutbox()).toEqual([]);
    expect(mail.findLink("no links here", "/confirm")).toBeUndefined();
  });

  it("delivers through SMTP_URL to a real SMTP server", async () => {
    const smtp = await startSmtpServer();
    try {
      const mail = await loadMail({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const link = `http://demo.localhost:3000/ru/confirm-new-email?token=${"t".repeat(120)}`;
      const result = await mail.sendMail({ to: "boris@example.com", locale: "ru", template: "confirm-new-email", link, name: "Борис" });

      expect(result.file).toBeUndefined();
      expect(smtp.received).toHaveLength(1);
      const [delivery] = smtp.received;
      expect(delivery!.rcptTo).toEqual(["boris@example.com"]);
      expect(delivery!.raw).toContain("To: boris@example.com");
      expect(delivery!.raw).toContain(`Message-ID: ${result.messageId}`);
      const parsed = await mail.parseMessage(delivery!.raw);
      expect(parsed.to).toBe("boris@example.com");
      expect(parsed.subject).toBe("Подтвердите новый адрес электронной почты в Carta");
      expect(parsed.text).toContain("Здравствуйте, Борис!");
      expect(mail.findLink(parsed.text, "/ru/confirm-new-email")).toBe(link);
      expect(existsSync(path.join(dataDir, "outbox"))).toBe(false);
      expect(mail.spies.info).toHaveBeenCalledWith(
        { to: "boris@example.com", subject: parsed.subject, template: "confirm-new-email" },
        "mail sent",
      );
    } finally {
      await smtp.close();
    }
  });

  it("rejects with MAIL_DELIVERY_FAILED when the SMTP server is unreachable", async () => {
    const port = await freePort();
    const mail = await loadMail({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` });
    const attempt = mail.sendMail({ to: "anna@example.com", locale: "en", template: "reset-password", link: "http://localhost:3000/en/reset?token=x" });

    await expect(attempt).rejects.toMatchObject({
      code: "MAIL_DELIVERY_FAILED",
      message: "The message could not be delivered",
      cause: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
    });
    expect(mail.spies.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: "anna@example.com", err: expect.any(Error) }),
      "mail delivery failed",
    );
    expect(mail.spies.info).not.toHaveBeenCalled();
  });
});
