import { describe, expect, it } from "vitest";
import { outageNoticeHtml } from "@/lib/views/outage/outage-notice";

describe("outage notice", () => {
  it("is a status banner whose text is escaped", () => {
    const html = outageNoticeHtml(`Menu may be stale <img src=x onerror="alert(1)"> & more`);
    expect(html).toBe(
      '<p role="status" data-testid="outage-notice" style="margin:0;padding:.5rem 1rem;text-align:center;font-size:.875rem;background:#fef3c7;color:#78350f">Menu may be stale &lt;img src=x onerror=&quot;alert(1)&quot;> &amp; more</p>',
    );
  });
});
