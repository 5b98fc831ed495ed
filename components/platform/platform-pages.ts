/** The console's pages: slug under /{locale}/platform and label key (platform.nav.*). */
export const PLATFORM_PAGES = [
  ["companies", "companies"],
  ["invoices", "billing"],
  ["plans", "plans"],
  ["messages", "messages"],
  ["legal", "legal"],
  ["system", "system"],
] as const;
