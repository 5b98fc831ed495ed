import type { PlanKey } from "./plan-keys";

/**
 * Image storage each store may fill, by its running plan, counted in the WebP variants we keep
 * (a menu photo keeps about 0.3–0.6 MB of them). A 300-dish menu with photos, logos, icons and
 * banners needs about 150–200 MB; paid plans leave room for seasonal menus and replaced photos.
 */
export const STORAGE_QUOTA_MB: Record<PlanKey, number> = {
  setup: 100,
  trial: 250,
  basic: 500,
  premium: 1024,
  first_clients_club: 2048,
};

/** The quota of a store whose running plan is `plan`; with none running it gets the smallest one. */
export function storageQuotaBytes(plan: PlanKey | null): number {
  return STORAGE_QUOTA_MB[plan ?? "setup"] * 1024 * 1024;
}
