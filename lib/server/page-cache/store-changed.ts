import "server-only";
/** PostgreSQL notification channel: the payload is the id of a store whose guest pages changed. */
export const STORE_CHANGED_CHANNEL = "carta_store_changed";
