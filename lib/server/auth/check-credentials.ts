import "server-only";
import { setTimeout as wait } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { signInDelayMs } from "../../domain/sign-in-delay";
import { hasControlCharacters } from "../../schemas/text";
import { verifyPassword } from "../../passwords";
import { mailSignInFailures } from "./mail-sign-in-failures";
import {
  clearRateLimit,
  countAttempt,
  refundRateLimit,
  SIGN_IN_ACCOUNT_BURST,
  SIGN_IN_PER_ACCOUNT_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  takeRateLimit,
} from "./rate-limit";
import { SignInError } from "./sign-in-error";
import { consumeToken } from "./tokens";
import { systemClock } from "../context";

export interface SignInInput {
  email?: string;
  password?: string;
  loginToken?: string;
  remember?: string;
}

export interface AuthorizedUser {
  id: string;
  remember: boolean;
}

// A constant-time-ish answer for unknown accounts: verify against a real hash anyway.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$m+3zHfjMZ3Fk/bmRbLALcg$Eb4b84D5l8W57+ZZ5Wn6Idtk36RYVvcb3tk7XR71Fzc";

/**
 * Checks e-mail and password (or a one-time login token); null means 'Incorrect login or password'.
 * Wrong passwords are refused per address and per (account, address), never per account alone, so nobody
 * can lock an owner out; a burst of them on one account slows every attempt on it and mails the owner once.
 */
export async function checkCredentials(database: Db, input: SignInInput, address: string, now = systemClock.now()): Promise<AuthorizedUser | null> {
  const remember = input.remember === "true" || input.remember === "on";
  if (input.loginToken) {
    if (input.loginToken.length > 200 || hasControlCharacters(input.loginToken)) return null;
    const token = await consumeToken(database, input.loginToken, "login");
    return token ? { id: String(token.userId), remember } : null;
  }
  const email = (input.email ?? "").trim().toLowerCase();
  const password = input.password ?? "";
  if (!email || !password || email.length > 254 || password.length > 200) return null;
  if (hasControlCharacters(email) || hasControlCharacters(password)) return null;
  const addressKey = `sign-in:address:${address}`;
  const pairKey = `sign-in:account-address:${email}|${address}`;
  const accountKey = `sign-in:account:${email}`;
  const allowedAddress = await takeRateLimit(database, addressKey, SIGN_IN_PER_ADDRESS, now);
  const allowedPair = await takeRateLimit(database, pairKey, SIGN_IN_PER_ACCOUNT_ADDRESS, now);
  if (!allowedAddress || !allowedPair) throw new SignInError("RATE_LIMITED");
  const attempts = await countAttempt(database, accountKey, SIGN_IN_ACCOUNT_BURST, now);
  await wait(signInDelayMs(attempts - 1, SIGN_IN_ACCOUNT_BURST.limit));
  const [user] = await database
    .select({ id: users.id, email: users.email, firstName: users.firstName, uiLocale: users.uiLocale, passwordHash: users.passwordHash, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
  if (!user || !valid) {
    if (user && attempts === SIGN_IN_ACCOUNT_BURST.limit) await mailSignInFailures(user);
    return null;
  }
  if (!user.emailConfirmedAt) throw new SignInError("EMAIL_NOT_CONFIRMED");
  await clearRateLimit(database, pairKey);
  // A right password is no attack: neither on the account nor from the address (a venue's shared office).
  await refundRateLimit(database, accountKey);
  await refundRateLimit(database, addressKey);
  return { id: String(user.id), remember };
}
