import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema/users";
import type { ZPersonalInfo, ZPreferences } from "../../schemas/profile";
import type { ServerContext } from "../context";

/** Every profile change is the actor's own row: the id comes from the session, never from input. */
export async function updatePersonalInfo(ctx: ServerContext, input: z.infer<typeof ZPersonalInfo>) {
  await ctx.db.update(users).set(input).where(eq(users.id, ctx.actor.userId));
}

export async function updatePreferences(ctx: ServerContext, input: z.infer<typeof ZPreferences>) {
  await ctx.db.update(users).set(input).where(eq(users.id, ctx.actor.userId));
}

export async function dismissWelcome(ctx: ServerContext) {
  await ctx.db.update(users).set({ setupWelcomeMessage: true }).where(eq(users.id, ctx.actor.userId));
}
