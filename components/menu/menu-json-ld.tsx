import { menuJsonLd, serializeJsonLd, type JsonLdStore } from "@/lib/domain/menu-json-ld";
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";

/** The venue and its menu as schema.org structured data; the JSON is escaped so no text can end the script. */
export function MenuJsonLd({
  store,
  tree,
  url,
  locale,
}: {
  store: JsonLdStore;
  tree: MenuCategory[];
  url: string;
  locale: string;
}) {
  const data = menuJsonLd(store, tree, url, locale);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
