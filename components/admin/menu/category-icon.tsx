import type { CategoryIcon as IconKey } from "@/lib/domain/category-icons";

const PATHS: Record<IconKey, string> = {
  kitchen: "M7 3v18M5 3v5a2 2 0 0 0 4 0V3M17 3c-2.5 2-2.5 7 0 9v9",
  breakfast: "M5 11c0-4 3-7 7-6 2 .5 3 2 5 2 3 0 4 3 3 5-1 3-3 3-4 5-1.5 2.5-5 3-7 2-3-1-4-4-4-8zM12 10a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  salad: "M3 12h18a9 9 0 0 1-18 0zM8 12c0-3 1.5-5 4-6.5M12 12c.5-2.5 2.5-4.5 5.5-4.5",
  soup: "M3 11h18a9 9 0 0 1-18 0zM9 3c-1 1.5 1 2.5 0 4.5M14 3c-1 1.5 1 2.5 0 4.5",
  hot: "M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2-6 1 1 2 2 2 3.5C12 8.5 12.5 6 12 3z",
  meat: "M4 14c0-5 4-9 9-9 4 0 7 2.5 7 6 0 5-5 9-11 9-3 0-5-2.5-5-6zM10 12a2 2 0 1 0 0 .1",
  fish: "M4 12c3-4 7-6 11-6s6 3 7 6c-1 3-3 6-7 6s-8-2-11-6zM4 12 1 8v8l3-4zM17 11h.01",
  pizza: "M12 3 3 20h18L12 3zM10 12h.01M14 15h.01M11 17h.01",
  burger: "M4 10a8 5 0 0 1 16 0H4zM3 14h18M4 17h16a2 2 0 0 1-2 3H6a2 2 0 0 1-2-3z",
  dessert: "M6 11h12l-2 9H8l-2-9zM5 11a7 5 0 0 1 14 0M12 6V4",
  drinks: "M6 4h12l-2 16H8L6 4zM15 2l-2 9M6.5 9h11",
  coffee: "M4 8h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V8zM17 10h2a2 2 0 0 1 0 4h-2M8 2v3M12 2v3",
  tea: "M4 10h13v3a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6v-3zM17 11h1.5a2.5 2.5 0 0 1 0 5H16M10 10V5M9 3h2v2H9zM3 21h16",
  lemonade: "M6 3h9l-1.5 18h-6L6 3zM6.5 9h8M18 3a3 3 0 1 1 0 6",
  cocktail: "M4 4h16l-8 9-8-9zM12 13v7M8 21h8M15 4l3-2",
  beer: "M5 6h10v14H5zM15 9h3a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-3M5 6a3 3 0 0 1 5-2 3 3 0 0 1 5 2M9 10v6M12 10v6",
  wine: "M8 3h8c0 5-1 8-4 8s-4-3-4-8zM12 11v9M8 21h8",
  hookah: "M9 3h6l-1 3h-4L9 3zM12 6v7M8.5 9h7M12 13c-3 0-5 2-5 4.5S9 22 12 22s5-2 5-4.5-2-4.5-5-4.5zM16.5 16c2.5 0 3.5-2 3.5-5",
  game: "M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8.5 8.5h.01M15.5 15.5h.01M12 12h.01",
  console: "M6 8h12a4 4 0 0 1 4 4v1a3.5 3.5 0 0 1-6.5 2H8.5A3.5 3.5 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3M16 11.5h.01M18 13h.01",
};

/** A recommended category icon as an inline line drawing (decorative: the name says what it is). */
export function CategoryIcon({ icon, className = "h-6 w-6" }: { icon: string; className?: string }) {
  const path = PATHS[icon as IconKey];
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden className={className}>
      <path d={path} />
    </svg>
  );
}
