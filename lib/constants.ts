import type { TranslatableType } from "./domain/translations/entity-status";
import type { PollRestart } from "./domain/translations/poll-restart";

/** Constants of SPEC §9 shared by server and client. */
export const RELOAD_GUARD_MS = 10_000;
export const BUILD_CHECK_INTERVAL_MS = 60_000;

export const LOADING_BAR = {
  throttleMs: 200,
  estimatedMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export const TOASTS = {
  durationMs: 4000,
  visible: 3,
  position: "bottom-center",
  gapPx: 14,
  widthPx: 356,
  offsetPx: 32,
  swipePx: 20,
} as const;

export const SETUP_PERIOD_DAYS = 3;
export const TRIAL_DAYS = 14;
/** A new venue's time zone until its owner sets another. */
export const DEFAULT_STORE_TIME_ZONE = "Europe/Minsk";
export const MANAGERS_PER_STORE = 5;
export const AGE_THRESHOLD = 18;
export const CART_EXPIRY_MS = 3_600_000;

/** SPEC §9: how often the admin asks for the translation statuses of the entities it follows. */
export const TRANSLATION_POLL_MS = 10_000;

/** SPEC §9: the debounce and maximum wait before polling restarts once the followed entities of a type changed. */
export const TRANSLATION_POLL_RESTART = {
  Product: { debounceMs: 4000, maxWaitMs: 11_500 },
  Promotion: { debounceMs: 3500, maxWaitMs: 11_000 },
  Category: { debounceMs: 3000, maxWaitMs: 10_500 },
} as const satisfies Record<TranslatableType, PollRestart>;
