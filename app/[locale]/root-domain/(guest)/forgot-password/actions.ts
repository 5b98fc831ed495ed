"use server";

import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { db } from "@/lib/db/runtime";
import { ZForgotPassword } from "@/lib/schemas/auth";
import { publicAction } from "@/lib/server/auth/action";
import { clientAddress } from "@/lib/server/auth/client-address";
import { requestPasswordReset } from "@/lib/server/registration/request-password-reset";

export const forgotPasswordAction = publicAction(ZForgotPassword, async ({ email }) => {
  const address = clientAddress(await headers());
  return requestPasswordReset(await db(), { email, address, locale: await getLocale() });
});
