const MONDAY = Date.UTC(2024, 0, 1);

// Built once per interface language, not once per row: each row of a long list asks for them as it hydrates.
const weekdays = new Map<string, Record<number, string>>();
const languages = new Map<string, (code: string) => string>();

/** Short weekday names in `locale`, by ISO weekday (1 = Monday). */
export function weekdayNames(locale: string): Record<number, string> {
  let names = weekdays.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    names = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, format.format(MONDAY + (day - 1) * 86_400_000)]));
    weekdays.set(locale, names);
  }
  return names;
}

/** A content language's name in `locale`: "ru" → "Russian" / "русский" / "俄语". */
export function languageNameIn(locale: string): (code: string) => string {
  let name = languages.get(locale);
  if (!name) {
    const names = new Intl.DisplayNames([locale], { type: "language" });
    name = (code: string) => names.of(code) ?? code;
    languages.set(locale, name);
  }
  return name;
}
