import { z } from "zod";
import type { SocialNetwork } from "../db/schema/stores";
import { isHostName, isHttpUrl, isTimeOfDay, isTimeZone, isValidPhone, normalizeHostName } from "../domain/contact-formats";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zId } from "./id";
import { zRawText, zText } from "./text";

export const SOCIAL_NETWORKS = [
  "website",
  "facebook",
  "instagram",
  "telegram",
  "tripadvisor",
  "youtube",
  "tiktok",
  "twitch",
  "discord",
] as const satisfies readonly SocialNetwork[];
export const CURRENCIES = ["USD", "BYN"] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MAX_PHONES = 10;
export const MAX_HOURS_ROWS = 14;

const text = (max: number, multiline = false) => zText({ multiline }).max(max, { error: `maxLength:${max}` });
const required = (max: number) => text(max).min(1, { error: "required" });
const time = () => zRawText().refine(isTimeOfDay, { error: "invalidTime" });
const link = () => text(500).refine((value) => value === "" || isHttpUrl(value), { error: "invalidUrl" });
const imageId = () => zId().nullable();

export const ZPhone = z.object({
  phone: zText()
    .superRefine((value, ctx) => {
      if (value === "") ctx.addIssue({ code: "custom", message: "required" });
      else if (!isValidPhone(value)) ctx.addIssue({ code: "custom", message: "invalidPhone" });
    }),
  description: text(100),
});

export const ZWorkingHours = z.object({
  days: z
    .array(z.number().int().min(1).max(7))
    .min(1, { error: "selectAtLeastOne" })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  opens: time(),
  closes: time(),
});

export const ZSocialLinks = z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, link()])) as Record<
  (typeof SOCIAL_NETWORKS)[number],
  ReturnType<typeof link>
>);

export const ZStoreSettings = z
  .object({
    storeId: zId(),
    version: zId(),
    name: required(100),
    address: text(300),
    description: text(2000, true),
    phones: z.array(ZPhone).max(MAX_PHONES, { error: `maxItems:${MAX_PHONES}` }),
    workingHours: z.array(ZWorkingHours).max(MAX_HOURS_ROWS, { error: `maxItems:${MAX_HOURS_ROWS}` }),
    socialLinks: ZSocialLinks,
    seoTitle: text(100),
    seoDescription: text(300),
    menuInfo: text(2000, true),
    logoLightId: imageId(),
    logoDarkId: imageId(),
    currency: z.enum(CURRENCIES, { error: "required" }),
    timezone: zRawText().max(100).refine(isTimeZone, { error: "invalidTimezone" }),
    primaryLocale: z.enum(CONTENT_LOCALES, { error: "required" }),
    contentLocales: z.array(z.enum(CONTENT_LOCALES)).min(1, { error: "selectAtLeastOne" }),
    customDomainEnabled: z.boolean(),
    customDomain: text(253).refine((value) => value === "" || isHostName(value), { error: "invalidDomain" }),
  })
  .superRefine((value, ctx) => {
    if (!value.contentLocales.includes(value.primaryLocale)) {
      ctx.addIssue({ code: "custom", path: ["primaryLocale"], message: "primaryNotIncluded" });
    }
    if (value.customDomainEnabled && value.customDomain === "") {
      ctx.addIssue({ code: "custom", path: ["customDomain"], message: "required" });
    }
  })
  .transform((value) => ({ ...value, customDomain: normalizeHostName(value.customDomain) }));

export type StoreSettingsInput = z.input<typeof ZStoreSettings>;
export type StoreSettings = z.output<typeof ZStoreSettings>;
