import "server-only";
import { sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema/auth";
import type { Db } from "../../db/types";
import { CONTACT_MAX_PER_HOUR } from "../../domain/contact";
import { systemClock } from "../context";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Wrong passwords one address may try on one account: an attacker's address is stopped, the owner's is not. */
export const SIGN_IN_PER_ACCOUNT_ADDRESS: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
/** Failures on one account, from anywhere, after which every attempt on it is slowed and the owner is mailed once. */
export const SIGN_IN_ACCOUNT_BURST: RateLimit = { limit: 5, windowMs: 15 * 60_000 };
export const SIGN_IN_PER_ADDRESS: RateLimit = { limit: 30, windowMs: 15 * 60_000 };
export const RESET_PER_ACCOUNT: RateLimit = { limit: 3, windowMs: 60 * 60_000 };
export const RESET_PER_ADDRESS: RateLimit = { limit: 10, windowMs: 60 * 60_000 };
export const REGISTER_PER_ADDRESS: RateLimit = { limit: 10, windowMs: 60 * 60_000 };
/** URL-name availability checks and suggestions a signed-in user may ask for (one each pause in typing). */
export const URL_NAME_CHECKS_PER_USER: RateLimit = { limit: 120, windowMs: 10 * 60_000 };
/** Addresses a signed-in user may name for a new e-mail or a new staff member: bounds probing which have accounts. */
export const ADDRESS_CHECKS_PER_USER: RateLimit = { limit: 20, windowMs: 60 * 60_000 };
/** One image every 20 s on average: enough to photograph a whole menu, too few to flood the storage or the encoder. */
export const UPLOADS_PER_USER: RateLimit = { limit: 30, windowMs: 10 * 60_000 };
export const CONTACT_PER_ADDRESS: RateLimit = { limit: CONTACT_MAX_PER_HOUR, windowMs: 60 * 60_000 };

/** Counts one attempt under `key`; false once the window's limit is exceeded. Shared by every instance. */
export async function takeRateLimit(db: Db, key: string, limit: RateLimit, now = systemClock.now()): Promise<boolean> {
  return (await countAttempt(db, key, limit, now)) <= limit.limit;
}

/** Counts one attempt under `key` and gives the number counted in the current window, this one included. */
export async function countAttempt(db: Db, key: string, { windowMs }: RateLimit, now = systemClock.now()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Gives back one attempt counted under `key`: a successful sign-in is no attack on anyone. */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}
