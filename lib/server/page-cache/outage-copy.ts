import "server-only";
import { translations } from "../../i18n/translations";
import { outageNoticeHtml } from "../../views/outage/outage-notice";
import { pageEntry, type PageEntry } from "./page-entry";

const copies = new WeakMap<PageEntry, Promise<PageEntry>>();

/**
 * A kept page as shown while the database is out of reach (stale-if-error): the same page with a short
 * notice on top that it may be out of date, made once per kept page.
 */
export function outageCopy(entry: PageEntry, locale: string): Promise<PageEntry> {
  let copy = copies.get(entry);
  if (!copy) {
    copy = withNotice(entry, locale);
    copies.set(entry, copy);
  }
  return copy;
}

async function withNotice(entry: PageEntry, locale: string): Promise<PageEntry> {
  const t = await translations(locale, "menu.outage");
  const notice = outageNoticeHtml(t("staleNotice"));
  const html = entry.bodies.identity.toString("utf8").replace(/<body\b[^>]*>/i, (body) => body + notice);
  return { ...(await pageEntry({ status: entry.status, headers: entry.headers, body: Buffer.from(html) }, entry.storeId, 0, entry.lastsUntil)), shared: false };
}
