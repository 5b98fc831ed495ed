import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { parseMessage } from "../support/outbox";
import { startSmtpServer, type ReceivedMail } from "../support/smtp-server";
import { PORT, shot } from "./helpers";
import { startOwnServer } from "./own-server";

test("with the mail server down the sender is told the message was not delivered; it is kept and sent once the server is back", async ({ page }) => {
  test.setTimeout(180_000);
  const received: ReceivedMail[] = [];
  const probe = await startSmtpServer(0, received);
  const smtpPort = probe.port;
  await probe.close();
  const server = await startOwnServer(PORT + 6, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "carta-contact-outage-")),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_EMAIL: "support@outage.carta.test",
  });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  try {
    const subject = `Outage ${Date.now()}`;
    await page.goto(`${server.origin}/ru/contact`);
    await page.getByLabel("Имя", { exact: true }).fill("Ольга");
    await page.getByLabel("Электронная почта", { exact: true }).fill("olga@example.com");
    await page.getByLabel("Тема", { exact: true }).fill(subject);
    await page.getByLabel("Сообщение", { exact: true }).fill("Почта не работает?");
    await page.getByRole("button", { name: "Отправить" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Не удалось доставить сообщение. Оно сохранено, и мы продолжим попытки его отправить.");
    // The message is kept on the server and retried: the form is cleared so it is not sent twice.
    await expect(page.getByLabel("Сообщение", { exact: true })).toHaveValue("");
    await shot(page, "contact-not-delivered");

    smtp = await startSmtpServer(smtpPort, received);
    await expect
      .poll(async () => {
        const mails = await Promise.all(received.map(async (mail) => ({ envelope: mail.rcptTo, ...(await parseMessage(mail.raw)) })));
        return mails.find((mail) => mail.subject.includes(subject))?.envelope;
      }, { timeout: 90_000 })
      .toEqual(["support@outage.carta.test"]);
  } finally {
    await smtp?.close();
    await server.stop();
  }
});
