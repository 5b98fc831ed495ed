"use server";

import { getLocale } from "next-intl/server";
import { db } from "@/lib/db/runtime";
import { ZRegisterUser } from "@/lib/schemas/auth";
import { publicAction } from "@/lib/server/auth/action";
import { registerUser } from "@/lib/server/registration/register-user";
import { requestUrl } from "@/lib/server/request-url";

export const registerUserAction = publicAction(ZRegisterUser, async (input) => {
  const { origin } = await requestUrl();
  const { email } = await registerUser(await db(), { ...input, origin, locale: await getLocale() });
  return { email };
});
