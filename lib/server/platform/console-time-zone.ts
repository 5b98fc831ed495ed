import "server-only";
import { DEFAULT_STORE_TIME_ZONE } from "../../constants";
import { isTimeZone } from "../../domain/contact-formats";
import type { Actor } from "../auth/actor";

export interface ConsoleTimeZone {
  zone: string;
  /** Which setting the page states: the administrator's profile, or the platform's default. */
  source: "profile" | "platform";
}

/** The time zone the console shows times in: the administrator's profile setting, else the platform's default. */
export function consoleTimeZone(actor: Pick<Actor, "timeZone">): ConsoleTimeZone {
  if (actor.timeZone && isTimeZone(actor.timeZone)) return { zone: actor.timeZone, source: "profile" };
  return { zone: DEFAULT_STORE_TIME_ZONE, source: "platform" };
}
