import "server-only";
import { eq } from "drizzle-orm";
import { contactMessages } from "../../db/schema/contact";
import type { ContactMessageStateInput } from "../../schemas/contact-reply";
import { NotFoundError, type ServerContext } from "../context";

/** Closes a contact message, or opens it again as new; anyone but the platform administrator is refused as not found. */
export async function setMessageState(ctx: ServerContext, input: ContactMessageStateInput): Promise<{ state: ContactMessageStateInput["state"] }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [row] = await ctx.db.update(contactMessages).set({ state: input.state }).where(eq(contactMessages.id, input.messageId)).returning({ id: contactMessages.id });
  if (!row) throw new NotFoundError();
  return { state: input.state };
}
