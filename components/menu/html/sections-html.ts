import type { MenuCategory } from "@/lib/server/menu/load-public-menu";
import { ageMarkHtml, ageRestrictedHtml } from "./age-restricted-html";
import { escapeHtml } from "@/lib/html/escape-html";
import { attributes } from "./escape";
import { menuCardHtml, type MenuTexts } from "./item-html";
import type { PhotoPriority } from "./photo-html";

/** The first this many photos load at once: about what a phone shows before scrolling. */
const EAGER_PHOTOS = 2;
const HEADING_MARK_CLASS = "ms-2 text-base text-red-700 dark:text-red-400";

function photoPriorities(tree: MenuCategory[]): (itemId: number) => PhotoPriority {
  const order: number[] = [];
  const walk = (category: MenuCategory) => {
    order.push(...category.items.filter((item) => item.photo).map((item) => item.id));
    category.children.forEach(walk);
  };
  tree.forEach((section) => section.children.forEach(walk));
  const first = order.slice(0, EAGER_PHOTOS);
  return (itemId) => (first[0] === itemId ? "high" : first.includes(itemId) ? "eager" : "lazy");
}

function headingHtml(tag: string, id: string, className: string, category: MenuCategory, texts: MenuTexts): string {
  const mark = ageMarkHtml(category.ageRestricted, texts.ageRestricted, HEADING_MARK_CLASS);
  return `<${tag}${attributes({ id, "data-menu-heading": true, class: className })}>${escapeHtml(category.name)}${mark}</${tag}>`;
}

function categoryHtml(category: MenuCategory, texts: MenuTexts, priority: (itemId: number) => PhotoPriority, depth: number): string {
  const titleId = `category-${category.id}-title`;
  const heading = headingHtml(depth === 0 ? "h3" : "h4", titleId, depth === 0 ? "text-xl font-semibold" : "text-lg font-semibold", category, texts);
  const cards = category.items.map((item) => menuCardHtml(item, texts, priority(item.id))).join("");
  const list = cards ? `<ul class="menu-items">${cards}</ul>` : "";
  const children = category.children.map((child) => categoryHtml(child, texts, priority, depth + 1)).join("");
  const section = attributes({
    id: `category-${category.id}`,
    "aria-labelledby": titleId,
    "data-menu-category": true,
    "data-age-restricted": category.ageRestricted,
    class: "menu-category",
  });
  return `<section${section}>${heading}${ageRestrictedHtml(category.ageRestricted, texts.showAdultContent, list + children)}</section>`;
}

/**
 * The menu's sections, categories and item cards as one HTML string: hundreds of items are plain markup for
 * the browser, not components for React to render on the server, serialise and hydrate on the phone.
 */
export function menuSectionsHtml(tree: MenuCategory[], texts: MenuTexts): string {
  const priority = photoPriorities(tree);
  return tree
    .map((section) => {
      const titleId = `section-${section.id}-title`;
      const heading = headingHtml("h2", titleId, "text-2xl font-bold", section, texts);
      const categories = section.children.map((category) => categoryHtml(category, texts, priority, 0)).join("");
      const attrs = attributes({
        id: `section-${section.id}`,
        "data-menu-category": true,
        "data-age-restricted": section.ageRestricted,
        class: "menu-section px-4 py-6 md:px-8",
        "aria-labelledby": titleId,
      });
      const flow = `<div class="menu-flow">${categories}</div>`;
      return `<section${attrs}>${heading}${ageRestrictedHtml(section.ageRestricted, texts.showAdultContent, flow)}</section>`;
    })
    .join("");
}
