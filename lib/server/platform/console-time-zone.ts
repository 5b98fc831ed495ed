import "server-only";
import { DEFAULT_STORE_TIME_ZONE } from "../../constants";

/**
 * The time zone the console shows times in. Profiles carry no time zone of their own, so it is the
 * platform's default; `source` says which one the page states.
 */
export function consoleTimeZone(): { zone: string; source: "platform" } {
  return { zone: DEFAULT_STORE_TIME_ZONE, source: "platform" };
}
