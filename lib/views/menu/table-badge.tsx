/** @jsxImportSource preact */
import { TrustedHtml } from "@/lib/html/trusted-html";

/** A table's number as the QR code gives it (`?table=N`): 1 to 9999. */
export const TABLE_PARAM = /^[1-9]\d{0,3}$/;

const FILL_SCRIPT =
  `(function(p){var v=new URLSearchParams(location.search).get("table");if(!v||!${TABLE_PARAM}.test(v))return;` +
  `p.textContent=p.dataset.template.replace("{position}",new Intl.NumberFormat(document.documentElement.lang).format(+v));p.hidden=false})` +
  `(document.currentScript.previousElementSibling)`;

/**
 * "Table N" for a guest who came by a table's code. The cached page never varies by query, so the number
 * is filled in by the script right after the badge, before the menu below it is laid out: nothing moves.
 */
export function TableBadge({ template }: { template: string }) {
  return (
    <>
      <p data-testid="table-badge" hidden data-template={template} class="mx-auto mt-3 w-fit rounded-full bg-brand-600 px-4 py-1 text-base font-semibold text-white" />
      <TrustedHtml tag="script" html={FILL_SCRIPT} />
    </>
  );
}
