import type { UiLocale } from "./locales";

const AREAS = ["common", "errors", "menu", "auth", "staff", "profile"] as const;

export async function loadMessages(locale: UiLocale): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    AREAS.map(async (area) => [area, (await import(`../../messages/${locale}/${area}.json`)).default] as const),
  );
  return Object.fromEntries(parts);
}
