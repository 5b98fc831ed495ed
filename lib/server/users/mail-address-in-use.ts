import "server-only";
import type { Db } from "../../db/types";
import { sendMail } from "../../mail/send-mail";
import { findUserByEmail } from "../registration/find-user-by-email";
import { rootLink } from "../registration/links";

/**
 * Tells the owner of an address someone named for another account, in the owner's language, instead of
 * telling the one who named it; false when the note could not be delivered, like an invitation.
 */
export async function mailAddressInUse(db: Db, email: string): Promise<boolean> {
  const owner = await findUserByEmail(db, email);
  if (!owner) return false;
  const link = rootLink({ locale: owner.uiLocale }, "");
  return sendMail({ to: owner.email, locale: owner.uiLocale, template: "address-in-use", link, name: owner.firstName }).then(
    () => true,
    () => false,
  );
}
