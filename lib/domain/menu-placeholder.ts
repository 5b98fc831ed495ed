const PHOTO_LOCALES = ["ru", "en", "zh", "ar", "tr", "fr"];

export const PLACEHOLDER_SIZE = { width: 600, height: 400 } as const;

/** The "no photo" image of an item without one: per guest language (English otherwise); games have their own. */
export function placeholderUrl(kind: string, locale: string): string {
  if (kind === "game") return "/placeholders/no-game.webp";
  return `/placeholders/no-photo-${PHOTO_LOCALES.includes(locale) ? locale : "en"}.webp`;
}
