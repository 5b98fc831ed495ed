"use server";

import { ZContactMessageState, ZContactReply } from "@/lib/schemas/contact-reply";
import { platformAction } from "@/lib/server/platform/platform-action";
import { replyToMessage } from "@/lib/server/platform/reply-to-message";
import { setMessageState } from "@/lib/server/platform/set-message-state";

export const replyToMessageAction = platformAction(ZContactReply, replyToMessage);

export const setMessageStateAction = platformAction(ZContactMessageState, setMessageState);
