import { isCategoryIcon } from "@/lib/domain/category-icons";
import type { CategoryForm } from "@/lib/schemas/categories";
import { EMPTY_SCHEDULE } from "@/lib/schemas/menu-common";
import type { AdminCategory } from "@/lib/server/categories/category-dto";

const namesFor = (locales: string[], names: Record<string, string> = {}) =>
  Object.fromEntries(locales.map((locale) => [locale, names[locale] ?? ""])) as CategoryForm["names"];

export function newCategoryValues(locales: string[]): CategoryForm {
  return { names: namesFor(locales), icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: EMPTY_SCHEDULE };
}

export function categoryValues(locales: string[], category: AdminCategory): CategoryForm {
  return {
    names: namesFor(locales, category.names),
    icon: isCategoryIcon(category.icon) ? category.icon : null,
    iconUploadId: category.iconUpload?.id ?? null,
    hidden: category.hidden,
    ageRestricted: category.ageRestricted,
    schedule: category.schedule ?? EMPTY_SCHEDULE,
  };
}
