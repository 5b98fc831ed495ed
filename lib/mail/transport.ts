import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transport, type Transporter } from "nodemailer";
import type MailMessage from "nodemailer/lib/mailer/mail-message";
import type StreamTransport from "nodemailer/lib/stream-transport";
import { env } from "../env";

export interface MailSentInfo {
  messageId: string;
  file?: string;
}

export type MailTransporter = Transporter<MailSentInfo>;

const globalForMail = globalThis as unknown as {
  cartaMailTransport?: { key: string; transporter: MailTransporter };
};

export function outboxDir(): string {
  return path.resolve(env().DATA_DIR, "outbox");
}

function outboxFileName(): string {
  return `${new Date().toISOString().replace(/:/g, "-")}-${randomBytes(6).toString("hex")}.eml`;
}

async function writeOutboxFile(dir: string, raw: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, outboxFileName());
  const partial = `${file}.partial`;
  await writeFile(partial, raw, { flag: "wx" });
  await rename(partial, file);
  return file;
}

function outboxTransport(dir: string): Transport<MailSentInfo> {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    name: "carta-outbox",
    version: "1.0.0",
    send(mail, callback) {
      const message = mail as unknown as MailMessage<StreamTransport.SentMessageInfo>;
      builder.transporter.send(message, (error, info) => {
        if (error) {
          callback(error, undefined as never);
          return;
        }
        writeOutboxFile(dir, info.message as Buffer).then(
          (file) => callback(null, { messageId: info.messageId, file }),
          (writeError: Error) => callback(writeError, undefined as never),
        );
      });
    },
  };
}

export function createTransport(): MailTransporter {
  const { SMTP_URL } = env();
  const key = SMTP_URL ?? `outbox:${outboxDir()}`;
  const cached = globalForMail.cartaMailTransport;
  if (cached?.key === key) return cached.transporter;
  cached?.transporter.close();
  const transporter: MailTransporter = SMTP_URL
    ? (nodemailer.createTransport(SMTP_URL) as unknown as MailTransporter)
    : nodemailer.createTransport(outboxTransport(outboxDir()));
  globalForMail.cartaMailTransport = { key, transporter };
  return transporter;
}

export function resetTransport(): void {
  globalForMail.cartaMailTransport?.transporter.close();
  delete globalForMail.cartaMailTransport;
}
