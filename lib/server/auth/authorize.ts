import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "../../db/runtime";
import { users } from "../../db/schema/users";
import { hasControlCharacters } from "../../schemas/text";
import { log } from "../../log";
import { verifyPassword } from "../passwords";
import { clearRateLimit, refundRateLimit, SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, takeRateLimit } from "./rate-limit";
import { consumeToken } from "./tokens";

export class SignInError extends Error {
  constructor(readonly code: "RATE_LIMITED" | "EMAIL_NOT_CONFIRMED" | "REQUEST_FAILED") {
    super(code);
  }
}

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
 * next-auth hands a thrown error's message to the client, so any other failure becomes REQUEST_FAILED.
 */
export async function authorizeCredentials(input: SignInInput, address: string): Promise<AuthorizedUser | null> {
  try {
    return await check(input, address);
  } catch (error) {
    if (error instanceof SignInError) throw error;
    log.error({ err: error }, "sign-in failed");
    throw new SignInError("REQUEST_FAILED");
  }
}

async function check(input: SignInInput, address: string): Promise<AuthorizedUser | null> {
  const database = await db();
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
  const allowedAddress = await takeRateLimit(database, `sign-in:address:${address}`, SIGN_IN_PER_ADDRESS);
  const allowedAccount = await takeRateLimit(database, `sign-in:account:${email}`, SIGN_IN_PER_ACCOUNT);
  if (!allowedAddress || !allowedAccount) throw new SignInError("RATE_LIMITED");
  const [user] = await database
    .select({ id: users.id, passwordHash: users.passwordHash, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
  if (!user || !valid) return null;
  if (!user.emailConfirmedAt) throw new SignInError("EMAIL_NOT_CONFIRMED");
  await clearRateLimit(database, `sign-in:account:${email}`);
  // Many people may sign in from one address (a venue's office): only failures count against it.
  await refundRateLimit(database, `sign-in:address:${address}`);
  return { id: String(user.id), remember };
}
