"use server";

import { db } from "@/lib/db/runtime";
import { ZEmailToken } from "@/lib/schemas/registration";
import { publicAction } from "@/lib/server/auth/action";
import { DomainError } from "@/lib/server/context";
import { confirmEmail } from "@/lib/server/registration/confirm-email";
import { isConfirmedLink } from "@/lib/server/registration/is-confirmed-link";

export const confirmEmailAction = publicAction(ZEmailToken, async ({ token }) => {
  const database = await db();
  const confirmed = await confirmEmail(database, token);
  if (!confirmed) throw new DomainError((await isConfirmedLink(database, token)) ? "alreadyConfirmed" : "confirmExpired");
  return { loginToken: confirmed.loginToken };
});
