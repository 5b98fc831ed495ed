import { z } from "zod";
import { parseReviewWidget } from "../domain/review-widget/parse-review-widget";
import { zId } from "./id";
import { zRawText } from "./text";

export const MAX_WIDGET_CODE = 5000;

/** The review widget form: the pasted code, accepted only in the documented widget format; empty clears it. */
export const ZReviewWidgetSettings = z
  .object({
    storeId: zId(),
    version: zId(),
    code: zRawText({ multiline: true })
      .max(MAX_WIDGET_CODE, { error: "reviewWidgetFormat" })
      .refine((code) => code.trim() === "" || parseReviewWidget(code) !== null, { error: "reviewWidgetFormat" }),
  })
  .transform(({ code, ...rest }) => ({ ...rest, widget: code.trim() === "" ? null : parseReviewWidget(code) }));

export type ReviewWidgetSettingsInput = z.input<typeof ZReviewWidgetSettings>;
export type ReviewWidgetSettings = z.output<typeof ZReviewWidgetSettings>;
