import "server-only";
import type { PolledStatus } from "../../domain/translations/entity-status";
import type { LanguageState } from "../../domain/translations/language-state";
import type { Schedule } from "../../db/schema/menu";
import type { ItemKind } from "../../domain/menu-sections";
import type { Dietary } from "../../domain/dietary";

export interface AdminPortion {
  id: number;
  /** exact decimal string without trailing zeros */
  weight: string;
  unit: "g" | "kg" | "l" | "ml" | "pcs";
  /** exact decimal string, as stored */
  price: string;
}

export interface AdminItem {
  id: number;
  categoryId: number;
  kind: ItemKind;
  /** the title in the store's primary content language (or the first one there is) */
  title: string;
  texts: Record<string, { title: string; description: string }>;
  photo: { id: number; thumb: string; large: string } | null;
  portions: AdminPortion[];
  hidden: boolean;
  ageRestricted: boolean;
  dietary: Dietary;
  schedule: Schedule | null;
  position: number;
  version: number;
  /** sold out until the store's next opening ("sold out today") */
  soldOut: boolean;
  /** its portions that are sold out today */
  soldOutPortionIds: number[];
  /** guests see it now: not hidden and inside its schedule */
  visibleNow: boolean;
  /** how far the machine translation of its texts is (completed when there is none to do) */
  translation: PolledStatus;
  /** the state of each content language besides the primary one */
  languages: Record<string, LanguageState>;
}

/**
 * An item as the category's list shows it (row, or the guests' card in preview): `texts` holds the primary
 * language only; every language's texts come with `getItemForEdit` when the edit form opens.
 */
export type AdminItemRow = Omit<AdminItem, "categoryId" | "position">;

/**
 * An item as a row of the category's admin list shows it, and no more: the page carries one for every item
 * of the category (the name filter and reordering work on all of them), so what is usual is left out
 * (absent means not hidden, not 18+, no schedule, not sold out, translation completed) and what the
 * client can derive (labels, prices with the currency) is never sent.
 */
export interface ItemListRow {
  id: number;
  /** the title in the store's primary content language (or another one when that one has none) */
  title: string;
  version: number;
  /** the photo's list-size variant */
  thumb?: string;
  portions: AdminPortion[];
  hidden?: true;
  ageRestricted?: true;
  schedule?: Schedule;
  /** guests would see it but for its schedule */
  outOfSchedule?: true;
  soldOut?: true;
  soldOutPortionIds?: number[];
  /** omitted once completed */
  translation?: PolledStatus;
  /** the content languages whose machine translation waits, runs or failed */
  languages?: Record<string, LanguageState>;
}
