/** SPEC §3: plan keys, feature names, statuses and history events of subscriptions. */
export const PLAN_KEYS = ["setup", "trial", "basic", "premium", "first_clients_club"] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const PLAN_FEATURES = [
  "auto_translation",
  "menu_access_qr",
  "product_search",
  "offline_cart",
  "scheduled_hiding",
  "powerful_admin_panel",
  "review_integration",
  "wifi_qr",
  "export_pdf_excel",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const STEP_STATUSES = ["active", "completed", "available", "deactivated"] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** What a subscription is shown as: its step status, or for a running paid plan whether it is paid. */
export type SubscriptionStatus = "paid" | "unpaid" | StepStatus;

export const SUBSCRIPTION_EVENTS = ["added", "activated", "completed", "deactivated"] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** What a company is invoiced in, picked on its billing details; plans are priced in each. */
export const BILLING_CURRENCIES = ["BYN", "RUB", "USD", "EUR"] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
