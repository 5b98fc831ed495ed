import "server-only";
import { stores, type SocialLinks } from "../../db/schema/stores";
import { type StoreSettings, type StoreSettingsInput, SOCIAL_NETWORKS } from "../../schemas/store-settings";

/** The columns the store settings page edits. */
export const settingsColumns = {
  name: stores.name,
  address: stores.address,
  description: stores.description,
  phones: stores.phones,
  workingHours: stores.workingHours,
  socialLinks: stores.socialLinks,
  seoTitle: stores.seoTitle,
  seoDescription: stores.seoDescription,
  menuInfo: stores.menuInfo,
  logoLightId: stores.logoLightId,
  logoDarkId: stores.logoDarkId,
  currency: stores.currency,
  timezone: stores.timezone,
  primaryLocale: stores.primaryLocale,
  contentLocales: stores.contentLocales,
  customDomainEnabled: stores.customDomainEnabled,
  customDomain: stores.customDomain,
};

export type SettingsValues = Pick<typeof stores.$inferSelect, keyof typeof settingsColumns>;

/** Form values from the stored row: every network present (empty when unset), no null domain. */
export function toSettingsInput(storeId: number, version: number, row: SettingsValues): StoreSettingsInput {
  const socialLinks = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, row.socialLinks[network] ?? ""]));
  return {
    ...row,
    storeId,
    version,
    primaryLocale: row.primaryLocale as StoreSettingsInput["primaryLocale"],
    contentLocales: row.contentLocales as StoreSettingsInput["contentLocales"],
    socialLinks: socialLinks as StoreSettingsInput["socialLinks"],
    customDomain: row.customDomain ?? "",
  };
}

/** Stored values from checked input: unset networks left out, an empty domain stored as none. */
export function toSettingsValues(input: StoreSettings): SettingsValues {
  const { storeId: _storeId, version: _version, socialLinks, customDomain, ...rest } = input;
  void _storeId;
  void _version;
  const links: SocialLinks = Object.fromEntries(Object.entries(socialLinks).filter(([, url]) => url !== ""));
  return { ...rest, socialLinks: links, customDomain: customDomain === "" ? null : customDomain };
}

/** The fields that differ, before and after, for the history entry. */
export function changedFields(before: SettingsValues, after: SettingsValues) {
  const keys = (Object.keys(after) as (keyof SettingsValues)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
