"use server";

import { db } from "@/lib/db/runtime";
import { ZEmailToken } from "@/lib/schemas/registration";
import { publicAction } from "@/lib/server/auth/action";
import { DomainError } from "@/lib/server/context";
import { confirmEmail } from "@/lib/server/registration/confirm-email";

export const confirmEmailAction = publicAction(ZEmailToken, async ({ token }) => {
  const confirmed = await confirmEmail(await db(), token);
  if (!confirmed) throw new DomainError("confirmExpired");
  return { loginToken: confirmed.loginToken };
});
