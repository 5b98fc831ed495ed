import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { readOutbox } from "../support/outbox";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { PORT, root, shot } from "./helpers";

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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

test("three files reach the operator; a fourth or a 6 MB file is refused and nothing typed is lost", async ({ page }) => {
  const subject = `Three files ${Date.now()}`;
  await page.goto(root("/en/contact"));
  await page.getByLabel("Name", { exact: true }).fill("Maria");
  await page.getByLabel("E-mail", { exact: true }).fill("maria.files@example.com");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Our menu scans are attached.");
  const files = page.getByLabel(/Attachments/);
  await files.setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: PNG },
    { name: "two.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "three.png", mimeType: "image/png", buffer: PNG },
    { name: "four.png", mimeType: "image/png", buffer: PNG },
  ]);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("You can attach at most 3 files");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Our menu scans are attached.");

  const big = Buffer.alloc(6 * 1024 * 1024);
  PDF.copy(big);
  await files.setInputFiles([{ name: "big.pdf", mimeType: "application/pdf", buffer: big }]);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Maximum file size is 5 MB");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(subject);

  // Judged by content: a PDF named .png is a PDF, and reaches the operator as one.
  await files.setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: PNG },
    { name: "two.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "scan.png", mimeType: "image/png", buffer: PDF },
  ]);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-success")).toContainText("maria.files@example.com");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect
    .poll(async () => (await readOutbox(outbox())).find((message) => message.subject.includes(subject))?.attachments.map((file) => [file.filename, file.contentType]))
    .toEqual([
      ["one.png", "image/png"],
      ["two.pdf", "application/pdf"],
      ["scan.png.pdf", "application/pdf"],
    ]);
});

test("the admin panel's form is filled in with the user and the store; the platform administrator reads the message and its file", async ({ page, browser }) => {
  const body = `Please help with the banner ${Date.now()}`;
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.goto(root("/en/demo/admin-panel"));
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/contact"));
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(ACCOUNTS.demoOwner.email);
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveValue("");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(/\(demo\)/);
  await page.getByLabel("Message", { exact: true }).fill(body);
  await page.getByLabel(/Attachments/).setInputFiles({ name: "banner.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("form-success")).toContainText(ACCOUNTS.demoOwner.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "admin-contact-sent-390");

  const admin = await browser.newPage();
  await signInWithApi(admin.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await admin.goto(root("/en/platform/messages"));
  const message = admin.getByTestId("received-messages").getByRole("listitem").filter({ hasText: body });
  await expect(message).toContainText(ACCOUNTS.demoOwner.email);
  await expect(async () => {
    await admin.reload();
    await expect(message).toContainText("Delivered");
  }).toPass();
  await shot(admin, "admin-received-messages");
  const download = admin.waitForEvent("download");
  await message.getByRole("link", { name: /banner\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("banner.pdf");
  const asOwner = await page.request.get(root(new URL((await message.getByRole("link", { name: /banner\.pdf/ }).getAttribute("href"))!, root()).pathname));
  expect(asOwner.status()).toBe(404);
  await admin.close();
});

/** The attachment files kept in the storage now. */
const keptAttachments = () => {
  try {
    return readdirSync(path.join(process.env.E2E_DATA_DIR!, "files", "private", "contact")).length;
  } catch {
    return 0;
  }
};

/**
 * A multipart post to /api/contact through the proxy trusted in playwright.config (127.0.0.5), as the client
 * `client`; the file names go out exactly as written.
 */
function postContact(client: string, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const boundary = `----carta${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="${file.name}"\r\ncontent-type: application/pdf\r\n\r\n`), file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/api/contact",
        method: "POST",
        localAddress: "127.0.0.5",
        headers: {
          host: `localhost:${PORT}`,
          accept: "application/json",
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.byteLength),
          "x-forwarded-for": client,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const message = (email: string) => ({ locale: "en", name: "Sender", email, body: "A question about the menu" });

test("a NUL in an attachment's name is a 400 before any file is kept, and every refused post counts toward the hour's five", async () => {
  const big = Buffer.alloc(4 * 1024 * 1024);
  PDF.copy(big);
  const before = keptAttachments();
  for (let post = 0; post < 5; post += 1) {
    const refused = await postContact("192.0.2.70", message("nul.sender@example.com"), [
      { name: "one.pdf", bytes: big },
      { name: "two.pdf", bytes: big },
      { name: "evil\u0000.pdf", bytes: big },
    ]);
    expect(refused).toEqual({ status: 400, body: JSON.stringify({ error: "attachmentName" }) });
  }
  expect(keptAttachments()).toBe(before);
  const limited = await postContact("192.0.2.70", message("nul.sender@example.com"));
  expect(limited).toEqual({ status: 429, body: JSON.stringify({ error: "rateLimited" }) });
});

test("messages naming someone else's e-mail from other addresses do not block that person", async () => {
  const victim = "victim.contact@example.com";
  for (let post = 0; post < 5; post += 1) {
    expect((await postContact(`198.51.100.${20 + post}`, message(victim))).status).toBe(200);
  }
  const own = await postContact("203.0.113.77", message(victim));
  expect(own.status).toBe(200);
  expect(JSON.parse(own.body)).toMatchObject({ email: victim });
});
