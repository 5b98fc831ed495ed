import { z } from "zod";
import { scheduleIssues } from "../domain/schedule-rules";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zId } from "./id";
import { trimText, zRawText } from "./text";

export const NAME_MAX = 100;
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 2000;
export const MAX_IDS = 500;

export { zId };
export const zVersion = zId;

/** A text in one content language: may be empty (no translation), never only spaces, never too long. */
export const zLocalizedText = (max: number) =>
  zRawText()
    .max(max, { error: `maxLength:${max}` })
    .refine((value) => value.length === 0 || trimText(value).length > 0, { error: "stringEmpty" })
    .overwrite(trimText);

export const zLocale = z.enum(CONTENT_LOCALES);

export const zSchedule = z
  .object({
    enabled: z.boolean(),
    days: z.array(z.number().int()).max(7),
    start: z.string(),
    end: z.string(),
  })
  .superRefine((value, ctx) => {
    for (const issue of scheduleIssues(value)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.key });
  });
export type ScheduleInput = z.infer<typeof zSchedule>;

export const EMPTY_SCHEDULE: ScheduleInput = { enabled: false, days: [], start: "09:00", end: "18:00" };

export const zFlags = { hidden: z.boolean(), ageRestricted: z.boolean(), schedule: zSchedule.nullable() };

export const ZSeveralGet = z.object({ ids: z.array(zId()).max(MAX_IDS) });
export type SeveralGet = z.infer<typeof ZSeveralGet>;

