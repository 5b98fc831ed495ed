import { z } from "zod";
import { CONTACT_REFUSALS } from "../domain/contact";

/** What the contact form's script is told: where the message went, or why it was refused. */
export const ZContactAnswer = z.object({ outcome: z.enum(["sent", "failed", "pending"]), email: z.string() });
export const ZContactRefusalAnswer = z.object({ error: z.enum(CONTACT_REFUSALS) });
export type ContactAnswer = z.infer<typeof ZContactAnswer> | z.infer<typeof ZContactRefusalAnswer>;
