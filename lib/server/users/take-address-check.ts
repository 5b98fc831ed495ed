import "server-only";
import type { Db } from "../../db/types";
import { ADDRESS_CHECKS_PER_USER, takeRateLimit } from "../auth/rate-limit";
import { DomainError } from "../context";

/** Counts one address named by a signed-in user (new e-mail, new staff member); refuses past the hourly limit. */
export async function takeAddressCheck(db: Db, userId: number, now: Date): Promise<void> {
  if (!(await takeRateLimit(db, `address-check:user:${userId}`, ADDRESS_CHECKS_PER_USER, now))) throw new DomainError("rateLimited");
}
