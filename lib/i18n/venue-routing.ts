import { defineRouting } from "next-intl/routing";
import { CONTENT_LOCALES } from "./locales";
import { routing } from "./routing";

/** Venue menu sites speak every content language; the root site keeps the interface languages (routing.ts). */
export const venueRouting = defineRouting({ ...routing, locales: CONTENT_LOCALES });
