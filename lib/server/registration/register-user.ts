import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { MailDeliveryError, sendMail } from "../../mail/send-mail";
import type { RegisterUser } from "../../schemas/auth";
import { issueToken } from "../auth/tokens";
import { DomainError } from "../context";
import { hashPassword } from "../passwords";
import { findUserByEmail } from "./find-user-by-email";
import { type LinkBase, rootLink, uiLocale } from "./links";
import { uniqueViolation } from "./unique-violation";

export const CONFIRMATION_PATH = "/register/user-confirmation";

/**
 * Creates an unconfirmed company manager without a company and mails the confirmation link.
 * When the mail cannot be delivered the account is removed again, so the visitor can retry.
 */
export async function registerUser(db: Db, input: RegisterUser & LinkBase, now = new Date()): Promise<{ userId: number; email: string }> {
  if (await findUserByEmail(db, input.email)) throw new DomainError("emailExists", "email");
  const passwordHash = await hashPassword(input.password);
  const userId = await db
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
      throw uniqueViolation(error) === undefined ? error : new DomainError("emailExists", "email");
    });
  try {
    const token = await issueToken(db, { userId, purpose: "confirm_email", now });
    const link = rootLink(input, CONFIRMATION_PATH, token);
    await sendMail({ to: input.email, locale: input.locale, template: "confirm-email", link, name: input.firstName });
  } catch (error) {
    await db.delete(users).where(eq(users.id, userId));
    throw error instanceof MailDeliveryError ? new DomainError("deliveryFailed") : error;
  }
  return { userId, email: input.email };
}
