"use server";

import { getLocale } from "next-intl/server";
import { sendMail } from "@/lib/mail/send-mail";
import { ZChangeEmail, ZChangePassword } from "@/lib/schemas/auth";
import { ZEmpty, ZPersonalInfo, ZPreferences, ZTimeZone } from "@/lib/schemas/profile";
import { actorAction } from "@/lib/server/auth/action";
import { DomainError } from "@/lib/server/context";
import { changePassword } from "@/lib/server/users/change-password";
import { requestEmailChange } from "@/lib/server/users/change-email";
import { rootLink } from "@/lib/server/registration/links";
import { mailAddressInUse } from "@/lib/server/users/mail-address-in-use";
import { dismissWelcome, updatePersonalInfo, updatePreferences } from "@/lib/server/users/update-profile";
import { updateTimeZone } from "@/lib/server/users/update-time-zone";

export const updatePersonalInfoAction = actorAction(ZPersonalInfo, updatePersonalInfo);
export const updatePreferencesAction = actorAction(ZPreferences, updatePreferences);
export const updateTimeZoneAction = actorAction(ZTimeZone, updateTimeZone);
export const changePasswordAction = actorAction(ZChangePassword, changePassword);
export const closeWelcome = actorAction(ZEmpty, (ctx) => dismissWelcome(ctx));

export const startEmailChange = actorAction(ZChangeEmail, async (ctx, input) => {
  const token = await requestEmailChange(ctx, input);
  if (token === null) {
    await mailAddressInUse(ctx.db, input.email);
    return;
  }
  const locale = await getLocale();
  const link = rootLink({ locale }, "/confirm-email", token);
  try {
    await sendMail({ to: input.email, locale, template: "confirm-new-email", link, name: ctx.actor.firstName });
  } catch {
    throw new DomainError("deliveryFailed");
  }
});
