import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { TranslationProviderName } from "@/lib/translation/types";

const ENGINE_NAMES: Record<Exclude<TranslationProviderName, "none">, string> = {
  deepl: "DeepL",
  google: "Google Cloud Translation",
  yandex: "Yandex Cloud Translate",
  libretranslate: "LibreTranslate",
  openai: "OpenAI-compatible model",
};

/**
 * Says whether automatic translation is connected. When it is not, the platform administrator reads how
 * to connect it; an owner, that they can ask the service for it. On the map page, that the map applies once it is.
 */
export async function EngineNotice({ provider, operator, contactHref, map = false }: { provider: TranslationProviderName; operator: boolean; contactHref: string; map?: boolean }) {
  const t = await getTranslations("translationsAdmin.engine");
  if (provider !== "none") {
    return (
      <p className="mb-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100" data-testid="engine-notice">
        {t("connected", { engine: ENGINE_NAMES[provider] })}
      </p>
    );
  }
  return (
    <div className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="engine-notice" role="note">
      <p className="font-medium">{t("notConnected")}</p>
      <p className="mt-1">{t("byHand")}</p>
      <p className="mt-1">
        {operator ? (
          t("howToConnect")
        ) : (
          t.rich("askForIt", {
            contact: (chunks) => (
              <Link href={contactHref} className="font-medium underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })
        )}
        {map ? ` ${t("mapApplies")}` : null}
      </p>
    </div>
  );
}
