import { getTranslations } from "next-intl/server";

/** The name of an object type in the interface language; unknown types show as stored. */
export async function objectTypeLabel() {
  const t = await getTranslations("history.objects");
  return (type: string) => (t.has(type) ? t(type) : type);
}
