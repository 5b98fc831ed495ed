import "server-only";
import type { Schedule } from "../../db/schema/menu";
import type { PolledStatus } from "../../domain/translations/entity-status";
import type { LanguageState } from "../../domain/translations/language-state";

export interface MenuStoreInfo {
  id: number;
  primaryLocale: string;
  contentLocales: string[];
  timezone: string;
  currency: "USD" | "BYN";
  /** the plan includes scheduled hiding: without it schedules are kept but the guest menu ignores them */
  schedulesApply: boolean;
}

export interface AdminCategory {
  id: number;
  parentId: number | null;
  level: "category" | "sub";
  /** the name in the store's primary content language (or the first one there is) */
  name: string;
  names: Record<string, string>;
  icon: string | null;
  iconUpload: { id: number; url: string } | null;
  hidden: boolean;
  ageRestricted: boolean;
  schedule: Schedule | null;
  position: number;
  version: number;
  /** items directly in this category */
  itemCount: number;
  /** guests see it now: not hidden and inside its own and its parents' schedules */
  visibleNow: boolean;
  /** a parent already has its own schedule, so this one cannot get one */
  parentScheduled: boolean;
  /** how far the machine translation of its names is (completed when there is none to do) */
  translation: PolledStatus;
  /** the state of each content language besides the primary one */
  languages: Record<string, LanguageState>;
  children: AdminCategory[];
}

export interface SectionTree {
  store: MenuStoreInfo;
  superId: number | null;
  categories: AdminCategory[];
}

export const displayName = (names: Record<string, string>, primaryLocale: string): string =>
  names[primaryLocale] ?? Object.values(names)[0] ?? "";
