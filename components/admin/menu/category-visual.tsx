import { CategoryIcon } from "./category-icon";

/** The category's uploaded icon, else its recommended glyph, else an empty square of the same size. */
export function CategoryVisual({ icon, iconUrl }: { icon: string | null; iconUrl: string | null }) {
  if (iconUrl) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={iconUrl} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded object-cover" />;
  }
  return (
    <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center text-brand-700 dark:text-brand-100">
      {icon ? <CategoryIcon icon={icon} /> : null}
    </span>
  );
}
