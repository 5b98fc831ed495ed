"use server";

import { db } from "@/lib/db/runtime";
import { ZResetPassword } from "@/lib/schemas/auth";
import { publicAction } from "@/lib/server/auth/action";
import { resetPassword } from "@/lib/server/registration/reset-password";

export const resetPasswordAction = publicAction(ZResetPassword, async (input) => {
  await resetPassword(await db(), input);
  return undefined;
});
