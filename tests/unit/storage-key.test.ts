import { describe, expect, it } from "vitest";
import { variantWidths } from "@/lib/server/uploads/limits";
import { contentTypeOfKey, isPublicStorageKey, isSafeStorageKey } from "@/lib/storage/storage-key";

describe("storage keys", () => {
  it.each(["c1/s2/0b5c3f0e-8f4e-4b8a-9a57-1d2a0c1b2c3d-640.webp", "exports/menu.pdf", "a"])("accepts %s", (key) => {
    expect(isSafeStorageKey(key)).toBe(true);
  });

  it.each(["", "/etc/passwd", "../x.webp", "c1/../../x", "c1//x", "c1/.hidden", "c1\\x.webp", "c1/x y.webp", "c1/x%2F.webp", "c1/x..webp", "C:/x", `${"a/".repeat(300)}x`])(
    "refuses %j",
    (key) => {
      expect(isSafeStorageKey(key)).toBe(false);
    },
  );

  it("keeps private folders and the old export folder from public serving", () => {
    expect(isPublicStorageKey("c1/s2/photo-640.webp")).toBe(true);
    expect(isPublicStorageKey("private/exports/s1/j2-x.pdf")).toBe(false);
    expect(isPublicStorageKey("private/contact/x.pdf")).toBe(false);
    expect(isPublicStorageKey("exports/s1/j2-x.pdf")).toBe(false);
    expect(isPublicStorageKey("../x")).toBe(false);
  });

  it("serves WebP variants as image/webp", () => {
    expect(contentTypeOfKey("c1/s1/x-320.webp")).toBe("image/webp");
    expect(contentTypeOfKey("c1/s1/x")).toBe("application/octet-stream");
  });
});

describe("variant widths", () => {
  it("never enlarges and always keeps one", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1024)).toEqual([320, 640, 1024]);
    expect(variantWidths(800)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});
