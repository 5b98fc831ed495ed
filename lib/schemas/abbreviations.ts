import { z } from "zod";
import { zId } from "./id";
import { zText } from "./text";

export const ABBREVIATION_SHORT_MAX = 40;
export const ABBREVIATION_FULL_MAX = 200;
export const ABBREVIATIONS_MAX = 500;
export const ABBREVIATION_KINDS = ["expand", "keep"] as const;

const fields = {
  short: zText().min(1, { error: "required" }).max(ABBREVIATION_SHORT_MAX, { error: `maxLength:${ABBREVIATION_SHORT_MAX}` }),
  kind: z.enum(ABBREVIATION_KINDS, { error: "invalidValue" }),
  full: zText().max(ABBREVIATION_FULL_MAX, { error: `maxLength:${ABBREVIATION_FULL_MAX}` }),
};

/** An abbreviation to expand needs its full form; a kept term may name how it reads in other languages. */
const fullFormRule = (value: { kind: string; full: string }, ctx: z.RefinementCtx) => {
  if (value.kind === "expand" && value.full === "") ctx.addIssue({ code: "custom", path: ["full"], message: "required" });
};

export const ZAbbreviationForm = z.object(fields).superRefine(fullFormRule);
export type AbbreviationForm = z.infer<typeof ZAbbreviationForm>;

export const ZCreateAbbreviation = z.object({ ...fields, storeId: zId() }).superRefine(fullFormRule);
export type CreateAbbreviation = z.infer<typeof ZCreateAbbreviation>;

export const ZUpdateAbbreviation = z.object({ ...fields, id: zId(), version: zId() }).superRefine(fullFormRule);
export type UpdateAbbreviation = z.infer<typeof ZUpdateAbbreviation>;

export const ZAbbreviationTarget = z.object({ id: zId(), version: zId() });
export type AbbreviationTarget = z.infer<typeof ZAbbreviationTarget>;
