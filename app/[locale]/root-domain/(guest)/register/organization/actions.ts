"use server";

import { getLocale } from "next-intl/server";
import { ZOrganization } from "@/lib/schemas/auth";
import { actorAction } from "@/lib/server/auth/action";
import { createOrganization } from "@/lib/server/registration/create-organization";

export const createOrganizationAction = actorAction(ZOrganization, async (ctx, input) => {
  const { urlKey } = await createOrganization(ctx, input, await getLocale());
  return { urlKey };
});
