import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { FieldSources } from "../../domain/translations/field-sources";
import { hideOutdated } from "../translations/hide-outdated";

type Sourced = { id: number; locale: string; machine: boolean; sources: FieldSources };

/**
 * How a store's guest texts are read: unless the venue chose to show outdated translations, a text
 * made from an older primary text gives way to a current one (in the end the primary text).
 */
export async function currentTexts(db: Db, storeId: number): Promise<<T extends Sourced>(rows: T[], fields: (keyof T & string)[]) => T[]> {
  const [setting] = await db.select({ outdatedTexts: stores.outdatedTexts, primaryLocale: stores.primaryLocale }).from(stores).where(eq(stores.id, storeId));
  return (rows, fields) => (setting && setting.outdatedTexts === "primary" ? hideOutdated(rows, fields, setting.primaryLocale) : rows);
}
