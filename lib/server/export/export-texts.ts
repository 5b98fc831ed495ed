import "server-only";
import type { ExportTexts } from "../../export/export-texts";
import type { ContentLocale } from "../../i18n/locales";
import { formatMoney } from "../../i18n/money";
import { type AbstractIntlMessages, createTranslator } from "use-intl/core";
import { dietaryTexts } from "../../i18n/dietary-texts";
import { translations } from "../../i18n/translations";
import { unitTexts } from "../../i18n/unit-texts";

type MenuMessages = {
  title: string;
  address: string;
  hours: string;
  phones: string;
  weekdays: Record<string, string>;
  daySeparator: string;
  ageRestricted: string;
};

type ExportMessages = {
  page: string;
  hidden: string;
  yes: string;
  no: string;
  available: string;
  columns: ExportTexts["columns"];
};

/** The export's interface words in `locale`, from the guest menu's texts (messages/{locale}/menu.json) and menu-export.json. */
export async function loadExportTexts(locale: ContentLocale): Promise<ExportTexts> {
  const [menu, exported, menuTranslator] = await Promise.all([
    import(`../../../messages/${locale}/menu.json`).then((module) => module.default as MenuMessages),
    import(`../../../messages/${locale}/menu-export.json`).then((module) => module.default as ExportMessages),
    translations(locale, "menu"),
  ]);
  const t = createTranslator({ locale, messages: exported as unknown as AbstractIntlMessages, namespace: undefined }) as unknown as (key: string, values: Record<string, string>) => string;
  return {
    locale,
    menuTitle: menu.title,
    addressLabel: menu.address,
    hoursLabel: menu.hours,
    phonesLabel: menu.phones,
    ageRestricted: menu.ageRestricted,
    hidden: exported.hidden,
    yes: exported.yes,
    no: exported.no,
    price: (amount, currency) => formatMoney(amount, currency, locale),
    units: unitTexts(menuTranslator),
    weekday: (day) => menu.weekdays[String(day)] ?? String(day),
    daySeparator: menu.daySeparator,
    available: (days, start, end) => t("available", { days, start, end }),
    page: (current, pages) => t("page", { page: current, pages }),
    dietary: dietaryTexts(menuTranslator),
    columns: exported.columns,
    inLanguage: (column, language) => t("inLanguage", { column, locale: language }),
  };
}
