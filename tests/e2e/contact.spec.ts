import path from "node:path";
import { expect, test } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { root, shot } from "./helpers";

const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");
const PDF = Buffer.from("%PDF-1.4\n% contact spec\n");

test("a visitor sends a message with a PDF; it is stored, confirmed and mailed to the contact address", async ({ page }) => {
  const subject = `Question ${Date.now()}`;
  await page.goto(root("/en/contact"));
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Anna");
  await page.getByLabel("E-mail", { exact: true }).fill("anna.contact@example.com");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("How do I add a banner?");
  await page.getByLabel(/Attachments/).setInputFiles({ name: "details.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "contact-390");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Your message was sent. Thank you! We will answer at anna.contact@example.com.")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "contact-sent-1280");
  await expect
    .poll(async () => (await readOutbox(outbox())).find((message) => message.subject.includes(subject))?.to)
    .toBe("support@carta.localhost");
});

test("a file that is no image or PDF is refused with its reason", async ({ page }) => {
  await page.goto(root("/ru/contact"));
  await page.getByLabel("Имя", { exact: true }).fill("Иван");
  await page.getByLabel("Электронная почта", { exact: true }).fill("ivan.contact@example.com");
  await page.getByLabel("Сообщение", { exact: true }).fill("Вот файл");
  await page.getByLabel(/Вложения/).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<script>alert(1)</script>") });
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByText("Можно прикладывать только изображения (JPEG, PNG, GIF, WebP) и PDF")).toBeVisible();
});
