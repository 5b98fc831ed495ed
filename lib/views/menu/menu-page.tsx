/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { ageGateBootScript } from "@/lib/domain/age-gate";
import { menuJsonLd, type JsonLdStore } from "@/lib/domain/menu-json-ld";
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";
import { FILTERS_SUMMARY_CLASS } from "@/lib/views/menu/menu-filters-style";
import { Island } from "./island";
import { JsonScript } from "./json-script";
import { MenuSections } from "./menu-sections";
import type { MenuTexts } from "./menu-texts-of";
import { ProductDialog, ProductModalFrame } from "./product-dialog";
import { TableBadge } from "./table-badge";
import { TrustedHtml } from "@/lib/html/trusted-html";

/** The cart is kept per store page, whatever the interface language. */
const CART_PAGE_PATH = "/menu";
const NAV_LINK_CLASS =
  "whitespace-nowrap rounded-full border border-zinc-300 px-3 py-1 dark:border-zinc-700 aria-[current=true]:border-zinc-900 aria-[current=true]:bg-zinc-900 aria-[current=true]:font-semibold aria-[current=true]:text-white dark:aria-[current=true]:border-zinc-100 dark:aria-[current=true]:bg-zinc-100 dark:aria-[current=true]:text-zinc-950";
/** The search box's height (input: 0.5rem padding twice, a 1.5rem line, 1px borders): kept free before its island mounts. */
const SEARCH_HEIGHT = "in-data-menu-js:min-h-[calc(2.5rem+2px)]";

/** The menu page's own interface texts, in the guest's language. */
export interface MenuPageTexts {
  menu: MenuTexts;
  empty: string;
  title: string;
  filtersTitle: string;
  tableBadge: string;
  back: string;
  /** the product dialog's close button */
  close: string;
}

export interface MenuPageProps {
  store: JsonLdStore & { currency: string; features: readonly string[] };
  tree: MenuCategory[];
  url: string;
  product: FoundMenuItem | null;
  texts: MenuPageTexts;
  /** what goes above the menu: the venue's information, Wi-Fi and reviews, promotions */
  children?: ComponentChildren;
}

const mentionsDietary = (tree: MenuCategory[]): boolean =>
  tree.some((category) => category.items.some((item) => item.dietary.diets.length > 0 || Object.keys(item.dietary.allergens).length > 0) || mentionsDietary(category.children));

/** The bar at the top of the menu that stays on screen: search, filters, the sections, and the guest's list (`cart`, an island or nothing). */
function StickyBar({ tree, search, texts, cart }: { tree: MenuCategory[]; search: boolean; texts: MenuPageTexts; cart: ComponentChildren }) {
  return (
    <>
      <div data-menu-top />
      <div data-menu-sticky class="sticky top-0 z-10 flex flex-col gap-3 border-b border-zinc-200 bg-[var(--background)] px-4 py-3 dark:border-zinc-800 md:px-8">
        {search ? <Island name="menu-search" class={`hidden in-data-menu-js:block ${SEARCH_HEIGHT}`} /> : null}
        <div class="flex items-center gap-2">
          {/* The island offers only what the menu mentions: nothing mentioned, no button and no place kept for one. */}
          {mentionsDietary(tree) ? (
            <Island name="menu-filters" class="hidden shrink-0 in-data-menu-js:block">
              <details class="relative">
                <summary class={FILTERS_SUMMARY_CLASS}>{texts.filtersTitle}</summary>
              </details>
            </Island>
          ) : null}
          <nav aria-label={texts.title} data-menu-nav class="flex min-w-0 gap-2 overflow-x-auto">
            {tree.map((section) => (
              <a key={section.id} href={`#section-${section.id}`} class={NAV_LINK_CLASS}>
                {section.name}
              </a>
            ))}
          </nav>
          {cart}
        </div>
        <Island name="scroll-spy" class="hidden" />
      </div>
    </>
  );
}

/** The menu page's main content: the sections as plain markup, the islands' mount points around them. */
export function MenuPage({ store, tree, url, product, texts, children }: MenuPageProps) {
  const { locale } = texts.menu;
  const cart = store.features.includes("offline_cart");
  return (
    <main id="main" tabindex={-1} class="pb-24 outline-none" data-no-cart={!cart}>
      <JsonScript type="application/ld+json" data={menuJsonLd(store, tree, url, locale)} />
      <TrustedHtml tag="script" html={ageGateBootScript()} />
      {children}
      <TableBadge template={texts.tableBadge} />
      {product ? <ProductDialog product={product} texts={texts.menu} back={texts.back} /> : null}
      {tree.length === 0 ? (
        <p class="px-4 py-10 text-center md:px-8">{texts.empty}</p>
      ) : (
        <>
          <StickyBar
            tree={tree}
            search={store.features.includes("product_search")}
            texts={texts}
            // In the sticky bar, the list's button stays in reach without covering any card.
            cart={cart ? <Island name="cart" props={{ pagePath: CART_PAGE_PATH, currency: store.currency }} class="hidden shrink-0 ms-auto in-data-menu-js:flex" /> : null}
          />
          <div data-menu-body>
            <MenuSections tree={tree} texts={texts.menu} />
          </div>
          <Island name="age-gate" />
          <ProductModalFrame close={texts.close} />
          <Island name="product-modal" />
        </>
      )}
    </main>
  );
}
