import "server-only";
import type { Db } from "../../db/types";
import { MailDeliveryError, sendMail } from "../../mail/send-mail";
import { RESET_PER_ACCOUNT, RESET_PER_ADDRESS, takeRateLimit } from "../auth/rate-limit";
import { issueToken } from "../auth/tokens";
import { DomainError, systemClock } from "../context";
import { findUserByEmail } from "./find-user-by-email";
import { type LinkBase, rootLink } from "./links";

export const CHANGE_PASSWORD_PATH = "/change-password";

/**
 * Mails a reset link to any account (setting the password confirms the e-mail, which also rescues
 * an account whose confirmation link expired). The answer is the same whether or not the account
 * exists, and a failed delivery is only logged, so nobody can probe which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; address: string } & LinkBase,
  now = systemClock.now(),
): Promise<{ email: string }> {
  const account = input.email.trim().toLowerCase();
  const byAddress = await takeRateLimit(db, `reset:address:${input.address}`, RESET_PER_ADDRESS, now);
  const byAccount = await takeRateLimit(db, `reset:account:${account}`, RESET_PER_ACCOUNT, now);
  if (!byAddress || !byAccount) throw new DomainError("rateLimited");
  const user = await findUserByEmail(db, account);
  if (user) {
    const token = await issueToken(db, { userId: user.id, purpose: "reset_password", now });
    const link = rootLink(input, CHANGE_PASSWORD_PATH, token);
    await sendMail({ to: input.email, locale: input.locale, template: "reset-password", link, name: user.firstName }).catch(
      (error: unknown) => {
        if (!(error instanceof MailDeliveryError)) throw error;
      },
    );
  }
  return { email: input.email };
}
