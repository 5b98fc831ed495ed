import { DEFAULT_STORE_TIME_ZONE } from "../../constants";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { companies } from "./companies";
import { currency, customDomainFailure, customDomainStatus } from "./enums";

export interface StorePhone {
  phone: string;
  description: string;
}

export interface WorkingHours {
  /** ISO weekdays, 1 = Monday … 7 = Sunday */
  days: number[];
  opens: string;
  closes: string;
}

export type SocialNetwork =
  | "website"
  | "facebook"
  | "instagram"
  | "telegram"
  | "tripadvisor"
  | "youtube"
  | "tiktok"
  | "twitch"
  | "discord";

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export type WifiEncryption = "WPA" | "WEP" | "nopass";

export interface WifiConfig {
  ssid: string;
  encryption: WifiEncryption;
  password: string;
  hidden: boolean;
}

/** The review widget as stored after normalisation (only the documented widget format is accepted). */
export interface ReviewWidget {
  provider: "yandex";
  orgId: string;
}

export const stores = pgTable(
  "stores",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    urlKey: text("url_key").notNull(),
    name: text().notNull(),
    address: text().notNull().default(""),
    description: text().notNull().default(""),
    phones: jsonb().$type<StorePhone[]>().notNull().default([]),
    workingHours: jsonb("working_hours").$type<WorkingHours[]>().notNull().default([]),
    socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    menuInfo: text("menu_info").notNull().default(""),
    currency: currency().notNull().default("BYN"),
    timezone: text().notNull().default(DEFAULT_STORE_TIME_ZONE),
    primaryLocale: text("primary_locale").notNull().default("ru"),
    contentLocales: text("content_locales").array().notNull().default(["ru"]),
    /** What guests see of a translation whose primary text changed since: the primary text (safe for allergens) or the outdated translation. */
    outdatedTexts: text("outdated_texts").$type<"primary" | "translation">().notNull().default("primary"),
    logoLightId: integer("logo_light_id"),
    logoDarkId: integer("logo_dark_id"),
    wifi: jsonb().$type<WifiConfig | null>(),
    reviewWidget: jsonb("review_widget").$type<ReviewWidget | null>(),
    customDomainEnabled: boolean("custom_domain_enabled").notNull().default(false),
    customDomain: text("custom_domain"),
    /** the value the owner publishes as `_carta.<domain>` TXT `carta-verify=<token>` to prove control of the domain */
    customDomainToken: text("custom_domain_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** only a verified domain is routed and reserved; a pending or failed claim reserves nothing */
    customDomainStatus: customDomainStatus("custom_domain_status").notNull().default("pending"),
    customDomainFailure: customDomainFailure("custom_domain_failure"),
    customDomainCheckedAt: timestamp("custom_domain_checked_at", { withTimezone: true }),
    customDomainVerifiedAt: timestamp("custom_domain_verified_at", { withTimezone: true }),
    /** the first of the failed checks in a row of a verified domain: it stays routed until the grace runs out */
    customDomainFailingSince: timestamp("custom_domain_failing_since", { withTimezone: true }),
    setupEndsAt: timestamp("setup_ends_at", { withTimezone: true }).notNull(),
    version: integer().notNull().default(1),
    /** bumped by every change to the store's menu, so every instance's menu cache notices it */
    menuVersion: integer("menu_version").notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("stores_url_key_key").on(table.urlKey),
    uniqueIndex("stores_verified_domain_key").on(table.customDomain).where(sql`${table.customDomainStatus} = 'verified'`),
    index("stores_custom_domain_idx").on(table.customDomain),
    index("stores_company_id_idx").on(table.companyId),
  ],
);

export const storeSettings = pgTable(
  "store_settings",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    showPrices: boolean("show_prices").notNull().default(true),
    ageGateEnabled: boolean("age_gate_enabled").notNull().default(true),
    /** what each column of a foreign menu file is, by its header text: remembered from the last import */
    importMapping: jsonb("import_mapping").$type<Record<string, string>>(),
    ...timestamps,
  },
  (table) => [uniqueIndex("store_settings_store_id_key").on(table.storeId)],
);
