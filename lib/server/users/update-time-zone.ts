import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema/users";
import type { ZTimeZone } from "../../schemas/profile";
import type { ServerContext } from "../context";

/** Sets the actor's own time zone (the id comes from the session, never from input); empty goes back to the platform's default. */
export async function updateTimeZone(ctx: ServerContext, input: z.infer<typeof ZTimeZone>) {
  await ctx.db.update(users).set({ timeZone: input.timeZone || null }).where(eq(users.id, ctx.actor.userId));
}
