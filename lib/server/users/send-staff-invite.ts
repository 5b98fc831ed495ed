import "server-only";
import { sendMail } from "../../mail/send-mail";
import { rootOrigin } from "../../sites/public-origin";
import type { StaffInvite } from "./create-staff-user";

/** Mails the invitation link to the change-password page; false when the mail could not be delivered. */
export async function sendStaffInvite(invite: StaffInvite): Promise<boolean> {
  const link = `${rootOrigin()}/${invite.locale}/change-password?token=${encodeURIComponent(invite.token)}`;
  try {
    await sendMail({ to: invite.email, locale: invite.locale, template: "staff-invite", link, name: invite.firstName });
    return true;
  } catch {
    return false;
  }
}
