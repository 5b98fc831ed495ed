import { sendMail } from "../../mail/send-mail";
import { requestUrl } from "../request-url";
import type { StaffInvite } from "./create-staff-user";

/** Mails the invitation link to the change-password page; false when the mail could not be delivered. */
export async function sendStaffInvite(invite: StaffInvite): Promise<boolean> {
  const { origin } = await requestUrl();
  const link = `${origin}/${invite.locale}/change-password?token=${encodeURIComponent(invite.token)}`;
  try {
    await sendMail({ to: invite.email, locale: invite.locale, template: "staff-invite", link, name: invite.firstName });
    return true;
  } catch {
    return false;
  }
}
