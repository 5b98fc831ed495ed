import { z } from "zod";
import { LEGAL_KINDS } from "../domain/legal";
import { UI_LOCALES } from "../i18n/locales";
import { zText } from "./text";

export const LEGAL_BODY_MAX = 100_000;

/** A new version of a legal document, as the platform administrator publishes it. */
export const ZLegalDocument = z.object({
  kind: z.enum(LEGAL_KINDS),
  locale: z.enum(UI_LOCALES),
  title: zText().min(1, { error: "required" }).max(200, { error: "maxLength:200" }),
  body: zText({ multiline: true }).min(1, { error: "required" }).max(LEGAL_BODY_MAX, { error: `maxLength:${LEGAL_BODY_MAX}` }),
});
export type LegalDocumentInput = z.infer<typeof ZLegalDocument>;
