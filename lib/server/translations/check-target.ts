import "server-only";
import type { Db } from "../../db/types";
import { env } from "../../env";
import { type Clock, DomainError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";
import { translationTargets } from "./queue-translations";

/** Refuses asking the engine for `locale` while no engine is connected, or when the store's plan does not translate into it. */
export async function checkTarget(db: Db, clock: Clock, store: ScopedStore, locale: string): Promise<void> {
  if (env().TRANSLATION_PROVIDER === "none") throw new DomainError("translationEngineMissing");
  const targets = await translationTargets(db, clock, store);
  if (!targets.includes(locale)) throw new DomainError("translationLocaleNotInPlan");
}
