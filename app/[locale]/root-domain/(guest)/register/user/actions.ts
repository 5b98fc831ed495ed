"use server";

import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { db } from "@/lib/db/runtime";
import { ZRegisterUser } from "@/lib/schemas/auth";
import { publicAction } from "@/lib/server/auth/action";
import { clientAddress } from "@/lib/server/auth/client-address";
import { registerUser } from "@/lib/server/registration/register-user";

export const registerUserAction = publicAction(ZRegisterUser, async (input) => {
  const address = clientAddress(await headers());
  const { email } = await registerUser(await db(), { ...input, address, locale: await getLocale() });
  return { email };
});
