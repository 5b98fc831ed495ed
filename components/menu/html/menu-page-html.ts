import { translations } from "@/lib/i18n/translations";
import { ageGateBootScript } from "@/lib/domain/age-gate";
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { menuJsonLd, serializeJsonLd, type JsonLdStore } from "@/lib/domain/menu-json-ld";
import { escapeHtml } from "@/lib/html/escape-html";
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";
import { FILTERS_SUMMARY_CLASS } from "@/components/menu/menu-filters-style";
import { attributes } from "./escape";
import { islandHtml } from "./island-html";
import { menuTexts } from "./menu-texts";
import { productDialogHtml } from "./product-dialog-html";
import { tableBadgeHtml } from "./table-badge-html";
import { menuSectionsHtml } from "./sections-html";

/** The cart is kept per store page, whatever the interface language. */
const CART_PAGE_PATH = "/menu";
const NAV_LINK_CLASS =
  "whitespace-nowrap rounded-full border border-zinc-300 px-3 py-1 dark:border-zinc-700 aria-[current=true]:border-zinc-900 aria-[current=true]:bg-zinc-900 aria-[current=true]:font-semibold aria-[current=true]:text-white dark:aria-[current=true]:border-zinc-100 dark:aria-[current=true]:bg-zinc-100 dark:aria-[current=true]:text-zinc-950";
/** The search box's height (input: 0.5rem padding twice, a 1.5rem line, 1px borders): kept free before its island mounts. */
const SEARCH_HEIGHT = "in-data-menu-js:min-h-[calc(2.5rem+2px)]";

export interface MenuPageInput {
  store: JsonLdStore & { currency: string; features: readonly string[] };
  tree: MenuCategory[];
  locale: string;
  url: string;
  product: FoundMenuItem | null;
  /** the markup above the menu: the venue's information, Wi-Fi and reviews, promotions */
  above: string;
}

const mentionsDietary = (tree: MenuCategory[]): boolean =>
  tree.some((category) => category.items.some((item) => item.dietary.diets.length > 0 || Object.keys(item.dietary.allergens).length > 0) || mentionsDietary(category.children));

/** The bar at the top of the menu that stays on screen: search, filters, the sections, and the guest's list (`cart`, an island or nothing). */
function stickyBarHtml(tree: MenuCategory[], search: boolean, label: string, filtersTitle: string, cart: string): string {
  const links = tree.map((section) => `<a${attributes({ href: `#section-${section.id}`, class: NAV_LINK_CLASS })}>${escapeHtml(section.name)}</a>`).join("");
  // The island offers only what the menu mentions: nothing mentioned, no button and no place kept for one.
  const filters = mentionsDietary(tree)
    ? islandHtml("menu-filters", {
        className: "hidden shrink-0 in-data-menu-js:block",
        inner: `<details class="relative"><summary class="${FILTERS_SUMMARY_CLASS}">${escapeHtml(filtersTitle)}</summary></details>`,
      })
    : "";
  return (
    `<div data-menu-top></div>` +
    `<div data-menu-sticky class="sticky top-0 z-10 flex flex-col gap-3 border-b border-zinc-200 bg-[var(--background)] px-4 py-3 dark:border-zinc-800 md:px-8">` +
    (search ? islandHtml("menu-search", { className: `hidden in-data-menu-js:block ${SEARCH_HEIGHT}` }) : "") +
    `<div class="flex items-center gap-2">${filters}` +
    `<nav${attributes({ "aria-label": label })} data-menu-nav class="flex min-w-0 gap-2 overflow-x-auto">${links}</nav>${cart}</div>` +
    islandHtml("scroll-spy", { className: "hidden" }) +
    `</div>`
  );
}

/** The menu page's main content: the sections as plain markup, the islands' mount points around them. */
export async function menuPageHtml({ store, tree, locale, url, product, above }: MenuPageInput): Promise<string> {
  const t = await translations(locale, "menu");
  const texts = await menuTexts(locale, store.currency);
  const tableTemplate = (await translations(locale, "menuTable")).raw("badge") as string;
  const cart = store.features.includes("offline_cart");
  // In the sticky bar, the list's button stays in reach without covering any card.
  const cartIsland = cart ? islandHtml("cart", { props: { pagePath: CART_PAGE_PATH, currency: store.currency }, className: "hidden shrink-0 ms-auto in-data-menu-js:flex" }) : "";
  const body =
    tree.length === 0
      ? `<p class="px-4 py-10 text-center md:px-8">${escapeHtml(t("empty"))}</p>`
      : stickyBarHtml(tree, store.features.includes("product_search"), t("title"), t("dietary.filters.title"), cartIsland) + `<div data-menu-body>${menuSectionsHtml(tree, texts)}</div>`;
  const islands = tree.length === 0 ? "" : islandHtml("age-gate") + islandHtml("product-modal");
  return (
    `<main id="main" tabindex="-1" class="pb-24 outline-none"${cart ? "" : " data-no-cart"}>` +
    `<script type="application/ld+json">${serializeJsonLd(menuJsonLd(store, tree, url, locale))}</script>` +
    `<script>${ageGateBootScript()}</script>` +
    above +
    tableBadgeHtml(tableTemplate) +
    (product ? productDialogHtml(product, texts, t("product.back")) : "") +
    body +
    islands +
    `</main>`
  );
}
