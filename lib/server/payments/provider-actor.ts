import "server-only";
import type { Actor } from "../auth/actor";

/**
 * Who records a payment an acquirer confirmed in a verified notification: no person, so no user id
 * (history shows it as the system); it may act on the invoice's store only because the signature held.
 */
export const PROVIDER_ACTOR: Actor = {
  userId: 0,
  role: "administrator",
  companyId: null,
  storeId: null,
  email: "",
  firstName: "",
  lastName: "",
  uiLocale: "en",
  theme: "system",
  timeZone: null,
  setupWelcomeMessage: false,
  jti: "payment-notification",
};
