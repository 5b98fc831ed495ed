import { afterEach, describe, expect, it } from "vitest";
import { PdfPrinterMissingError, printPdf } from "@/lib/server/export/print-pdf";

describe("printing a PDF", () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it("says clearly when Chromium is missing, and the next print still runs", async () => {
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    const first = printPdf("<p>x</p>", { format: "A4", footerHtml: "" });
    await expect(first).rejects.toBeInstanceOf(PdfPrinterMissingError);
    await expect(first).rejects.toThrow(/Chromium was not found at \/nonexistent\/chromium.*CHROMIUM_PATH/);
    await expect(printPdf("<p>y</p>", { format: "A4", footerHtml: "" })).rejects.toBeInstanceOf(PdfPrinterMissingError);
  });
});
