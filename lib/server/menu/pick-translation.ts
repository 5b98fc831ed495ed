import "server-only";
/** Kept for existing imports: the fallback order lives in lib/i18n/text-fallback.ts. */
export { pickTranslations } from "../../i18n/text-fallback";
