import { z } from "zod";
import { zId } from "./id";
import { zText } from "./text";

/** The platform administrator's answer to a contact message. */
export const ZContactReply = z.object({
  messageId: zId(),
  body: zText({ multiline: true }).min(1, { error: "required" }).max(10000, { error: "maxLength:10000" }),
});
export type ContactReply = z.output<typeof ZContactReply>;

/** The administrator closes a message, or opens it again. */
export const ZContactMessageState = z.object({
  messageId: zId(),
  state: z.enum(["new", "closed"], { error: "invalidValue" }),
});
export type ContactMessageStateInput = z.output<typeof ZContactMessageState>;
