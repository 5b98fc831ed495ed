import "server-only";
import { log } from "../../log";
import { sendMail } from "../../mail/send-mail";
import { rootLink } from "../registration/links";

interface Owner {
  email: string;
  firstName: string;
  uiLocale: string;
}

/** Tells an account's owner, in their own language, of a burst of wrong passwords; a failed delivery is only logged. */
export async function mailSignInFailures(owner: Owner): Promise<void> {
  const link = rootLink({ locale: owner.uiLocale }, "/forgot-password");
  await sendMail({ to: owner.email, locale: owner.uiLocale, template: "sign-in-failures", link, name: owner.firstName }).catch(
    (error: unknown) => log.warn({ err: error }, "sign-in failure notice not delivered"),
  );
}
