/** @jsxImportSource preact */
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";
import { AgeMark, AgeRestricted } from "./age-restricted";
import { MenuCard } from "./menu-card";
import type { MenuTexts } from "./menu-texts-of";
import type { PhotoPriority } from "./photo";

/** The first this many photos load at once: about what a phone shows before scrolling. */
const EAGER_PHOTOS = 2;
const HEADING_MARK_CLASS = "ms-2 text-base text-red-700 dark:text-red-400";

type Priorities = (itemId: number) => PhotoPriority;

function photoPriorities(tree: MenuCategory[]): Priorities {
  const order: number[] = [];
  const walk = (category: MenuCategory) => {
    order.push(...category.items.filter((item) => item.photo).map((item) => item.id));
    category.children.forEach(walk);
  };
  tree.forEach((section) => section.children.forEach(walk));
  const first = order.slice(0, EAGER_PHOTOS);
  return (itemId) => (first[0] === itemId ? "high" : first.includes(itemId) ? "eager" : "lazy");
}

function Heading({ tag: Tag, id, class: className, category, texts }: { tag: "h2" | "h3" | "h4"; id: string; class: string; category: MenuCategory; texts: MenuTexts }) {
  return (
    <Tag id={id} data-menu-heading class={className}>
      {category.name}
      <AgeMark restricted={category.ageRestricted} label={texts.ageRestricted} class={HEADING_MARK_CLASS} />
    </Tag>
  );
}

function Category({ category, texts, priority, depth }: { category: MenuCategory; texts: MenuTexts; priority: Priorities; depth: number }) {
  const titleId = `category-${category.id}-title`;
  return (
    <section id={`category-${category.id}`} aria-labelledby={titleId} data-menu-category data-age-restricted={category.ageRestricted} class="menu-category">
      <Heading tag={depth === 0 ? "h3" : "h4"} id={titleId} class={depth === 0 ? "text-xl font-semibold" : "text-lg font-semibold"} category={category} texts={texts} />
      <AgeRestricted restricted={category.ageRestricted} label={texts.showAdultContent}>
        {category.items.length > 0 ? (
          <ul class="menu-items">
            {category.items.map((item) => (
              <MenuCard key={item.id} item={item} texts={texts} priority={priority(item.id)} />
            ))}
          </ul>
        ) : null}
        {category.children.map((child) => (
          <Category key={child.id} category={child} texts={texts} priority={priority} depth={depth + 1} />
        ))}
      </AgeRestricted>
    </section>
  );
}

/** The menu's sections, categories and item cards: hundreds of items are plain markup for the browser, no component on the phone. */
export function MenuSections({ tree, texts }: { tree: MenuCategory[]; texts: MenuTexts }) {
  const priority = photoPriorities(tree);
  return (
    <>
      {tree.map((section) => {
        const titleId = `section-${section.id}-title`;
        return (
          <section key={section.id} id={`section-${section.id}`} data-menu-category data-age-restricted={section.ageRestricted} class="menu-section px-4 py-6 md:px-8" aria-labelledby={titleId}>
            <Heading tag="h2" id={titleId} class="text-2xl font-bold" category={section} texts={texts} />
            <AgeRestricted restricted={section.ageRestricted} label={texts.showAdultContent}>
              <div class="menu-flow">
                {section.children.map((category) => (
                  <Category key={category.id} category={category} texts={texts} priority={priority} depth={0} />
                ))}
              </div>
            </AgeRestricted>
          </section>
        );
      })}
    </>
  );
}
