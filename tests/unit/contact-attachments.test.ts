import { describe, expect, it } from "vitest";
import { attachmentFileName, sniffAttachment } from "@/lib/domain/contact";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe("contact attachments are judged by their content", () => {
  it("recognises PDF, JPEG, PNG, GIF and WebP", () => {
    expect(sniffAttachment(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffAttachment(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffAttachment(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffAttachment(bytes("GIF89a"))).toBe("image/gif");
    expect(sniffAttachment(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever its name says", () => {
    expect(sniffAttachment(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffAttachment(bytes("MZ\x90\x00"))).toBeNull();
    expect(sniffAttachment(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });
});

describe("an attachment's file name follows its content", () => {
  it("keeps a name whose extension matches, in any case", () => {
    expect(attachmentFileName("menu.PNG", "image/png")).toBe("menu.PNG");
    expect(attachmentFileName("photo.jpeg", "image/jpeg")).toBe("photo.jpeg");
    expect(attachmentFileName("photo.jpg", "image/jpeg")).toBe("photo.jpg");
  });

  it("adds the real extension to a misleading or missing one", () => {
    expect(attachmentFileName("scan.png", "application/pdf")).toBe("scan.png.pdf");
    expect(attachmentFileName("file", "image/webp")).toBe("file.webp");
    expect(attachmentFileName("archive.tar", "image/gif")).toBe("archive.tar.gif");
  });
});
