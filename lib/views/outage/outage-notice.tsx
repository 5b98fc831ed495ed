/** @jsxImportSource preact */
import { renderHtml } from "@/lib/html/render-html";

const NOTICE_STYLE = "margin:0;padding:.5rem 1rem;text-align:center;font-size:.875rem;background:#fef3c7;color:#78350f";

/** The banner on top of a kept page shown while the database is out of reach: the page may be out of date. */
function OutageNotice({ text }: { text: string }) {
  return (
    <p role="status" data-testid="outage-notice" style={NOTICE_STYLE}>
      {text}
    </p>
  );
}

/** The outage banner as markup, to put first in a kept page's body. */
export function outageNoticeHtml(text: string): string {
  return renderHtml(<OutageNotice text={text} />);
}
