import "server-only";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { MailDeliveryError, sendMail } from "../../mail/send-mail";
import type { RegisterUser } from "../../schemas/auth";
import { REGISTER_PER_ADDRESS, takeRateLimit } from "../auth/rate-limit";
import { issueToken } from "../auth/tokens";
import { DomainError, systemClock } from "../context";
import { hashPassword } from "../../passwords";
import { recordConsent } from "../legal/documents";
import { findUserByEmail } from "./find-user-by-email";
import { type LinkBase, rootLink, uiLocale } from "./links";
import { uniqueViolation } from "../shared/unique-violation";

export const CONFIRMATION_PATH = "/register/user-confirmation";

type Registration = RegisterUser & LinkBase & { address: string };

/**
 * Creates an unconfirmed company manager without a company and mails the confirmation link.
 * An address that already has an account gets a note instead, and the answer is the same, so
 * nobody can probe which addresses have accounts. Rate limited per client address.
 * When the mail cannot be delivered the new account is removed again, so the visitor can retry.
 */
export async function registerUser(db: Db, input: Registration, now = systemClock.now()): Promise<{ email: string }> {
  if (!(await takeRateLimit(db, `register:address:${input.address}`, REGISTER_PER_ADDRESS, now))) {
    throw new DomainError("rateLimited");
  }
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const userId = existing ? undefined : await insertUser(db, input, passwordHash);
  if (userId === undefined) {
    await deliver(() => mailOwner(db, input));
    return { email: input.email };
  }
  try {
    await recordConsent(db, { userId, companyId: null, locale: input.locale, acceptOffer: input.acceptOffer, acceptPrivacy: input.acceptPrivacy });
    const token = await issueToken(db, { userId, purpose: "confirm_email", now });
    const link = rootLink(input, CONFIRMATION_PATH, token);
    await deliver(() => sendMail({ to: input.email, locale: input.locale, template: "confirm-email", link, name: input.firstName }));
  } catch (error) {
    await db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return { email: input.email };
}

/** The new account's id, or undefined when the address was registered meanwhile. */
async function insertUser(db: Db, input: Registration, passwordHash: string): Promise<number | undefined> {
  return db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: "company_manager",
      companyId: null,
      uiLocale: uiLocale(input.locale),
      setupWelcomeMessage: false,
    })
    .returning({ id: users.id })
    .then(([row]) => row!.id)
    .catch((error: unknown) => {
      if (uniqueViolation(error) === undefined) throw error;
      return undefined;
    });
}

async function mailOwner(db: Db, input: Registration) {
  const owner = await findUserByEmail(db, input.email);
  const link = rootLink(input, "");
  return sendMail({ to: owner?.email ?? input.email, locale: input.locale, template: "registration-attempt", link, name: owner?.firstName });
}

async function deliver(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw error instanceof MailDeliveryError ? new DomainError("deliveryFailed") : error;
  }
}
