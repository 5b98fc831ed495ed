import { BILLING_CURRENCIES } from "../../domain/subscriptions/plan-keys";
import { pgEnum } from "drizzle-orm/pg-core";

export const userRole = pgEnum("user_role", ["administrator", "company_manager", "store_manager"]);
export const currency = pgEnum("currency", ["USD", "BYN"]);
export const billingCurrency = pgEnum("billing_currency", BILLING_CURRENCIES);
export const categoryType = pgEnum("category_type", ["products", "hookahs", "entertainment"]);
export const categoryLevel = pgEnum("category_level", ["super", "category", "sub"]);
export const menuSection = pgEnum("menu_section", ["kitchen", "drinks", "hookah", "games"]);
export const itemKind = pgEnum("item_kind", ["product", "hookah", "game"]);
export const weightUnit = pgEnum("weight_unit", ["g", "kg", "l", "ml", "pcs"]);
export const translationStatus = pgEnum("translation_status", ["queued", "in_progress", "done", "error"]);
export const theme = pgEnum("theme", ["light", "dark", "system"]);
export const abbreviationKind = pgEnum("abbreviation_kind", ["expand", "keep"]);
export const jobStatus = pgEnum("job_status", ["queued", "running", "done", "failed"]);
export const customDomainStatus = pgEnum("custom_domain_status", ["pending", "verified", "failed"]);
export const customDomainFailure = pgEnum("custom_domain_failure", ["no_record", "wrong_value", "dns_error", "taken"]);
