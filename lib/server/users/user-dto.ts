import "server-only";
import type { Actor } from "../auth/actor";

/** What a client may know about a user: never a token, a jti or a password hash. */
export function userDto(actor: Actor) {
  return {
    id: actor.userId,
    firstName: actor.firstName,
    lastName: actor.lastName,
    email: actor.email,
    role: actor.role,
    company_id: actor.companyId,
    store_id: actor.storeId,
    ui_locale: actor.uiLocale,
    theme: actor.theme,
    setup_welcome_message: actor.setupWelcomeMessage,
  };
}
