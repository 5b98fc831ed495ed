import { getTranslations } from "next-intl/server";

/** The name of an object type in the interface language; unknown types show as stored. */
export async function objectTypeLabel() {
  const t = await getTranslations("history.objects");
  return (type: string) => (t.has(type) ? t(type) : type);
}

/** How an entry names its object: "Item “Tea”", or for a new order of children "New order in Category “Drinks”". */
export async function objectTitle() {
  const t = await getTranslations("history");
  const label = await objectTypeLabel();
  return (entry: { objectType: string; objectName: string | null; reorder: boolean }): string => {
    const type = label(entry.objectType);
    if (entry.reorder) return entry.objectName ? t("objectOrder", { type, name: entry.objectName }) : t("objectOrderUnnamed", { type });
    return entry.objectName ? t("objectNamed", { type, name: entry.objectName }) : type;
  };
}
