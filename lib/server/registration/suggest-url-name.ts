import "server-only";
import { inArray } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { urlNameBase } from "../../domain/url-name-base";
import { isReservedUrlName, type UrlNames } from "./url-names";

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];

/**
 * A free URL name made of a company's or venue's name (see urlNameBase): the name itself, else the name with
 * one more letter; null when the name has no letter to spell or every candidate is taken.
 */
export async function suggestUrlName(db: Db, name: string, field: keyof UrlNames): Promise<string | null> {
  const base = urlNameBase(name, 39);
  if (!base) return null;
  const candidates = [base, ...LETTERS.map((letter) => `${base}${letter}`)].filter((candidate) => !isReservedUrlName(candidate));
  if (candidates.length === 0) return null;
  const rows =
    field === "companyUrlName"
      ? await db.select({ key: companies.urlName }).from(companies).where(inArray(companies.urlName, candidates))
      : await db.select({ key: stores.urlKey }).from(stores).where(inArray(stores.urlKey, candidates));
  const taken = new Set(rows.map((row) => row.key));
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}
