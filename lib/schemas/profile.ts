import { z } from "zod";
import { isTimeZone } from "../domain/contact-formats";
import { UI_LOCALES } from "../i18n/locales";
import { zText } from "./text";

const zName = () => zText().min(1, { error: "required" }).max(100, { error: "maxLength:100" });

export const ZPersonalInfo = z.object({ firstName: zName(), lastName: zName() });
export const ZPreferences = z.object({ uiLocale: z.enum(UI_LOCALES), theme: z.enum(["light", "dark", "system"]) });
/** The zone the user reads times in: an IANA name, or empty for the platform's default. */
export const ZTimeZone = z.object({
  timeZone: zText().refine((value) => value === "" || isTimeZone(value), { error: "invalidValue" }),
});
export const ZEmpty = z.object({});
