"use client";

import "@/components/menu/menu-card.css";
import { useLocale, useTranslations } from "next-intl";
import { h } from "preact";
import { GuestView } from "@/components/menu/guest-view";
import { FormAlert } from "@/components/ui/form-alert";
import { useErrorText } from "@/components/forms/use-error-text";
import { MenuCard } from "@/lib/views/menu/menu-card";
import { menuTextsOf, type MenuTranslator } from "@/lib/views/menu/menu-texts-of";
import { useItemEditor } from "./item-editor-context";
import { previewMenuItem } from "./preview-menu-item";
import { useActionAnswer } from "./use-action-answer";

/**
 * The category's items as guests see them, drawn by the guest menu's own card (lib/views/menu): hidden
 * ones left out, those outside their schedule dimmed, sold-out ones marked. Their texts and photos are
 * read when the view opens, so the list's page does not carry them.
 */
export function ItemsPreview() {
  const t = useTranslations("menuAdmin");
  const common = useTranslations("common");
  const errorText = useErrorText("menu");
  const { store, categoryId, actions } = useItemEditor();
  const texts = menuTextsOf(useTranslations("menu") as unknown as MenuTranslator, useLocale(), store.currency);
  const loaded = useActionAnswer(actions.preview, { storeId: store.id, categoryId });
  const shown = loaded && "data" in loaded ? loaded.data.filter((item) => !item.hidden) : [];
  return (
    <section aria-label={t("preview.title")} data-testid="items-preview" className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("preview.hint")}</p>
      {loaded === null ? <p role="status">{common("loading")}</p> : null}
      {loaded && "error" in loaded ? <FormAlert message={errorText(loaded.error)} /> : null}
      {loaded && "data" in loaded && shown.length === 0 ? <p>{t("preview.empty")}</p> : null}
      {/* No cart in the admin: its "+" buttons stay hidden as on a menu without one. */}
      <div data-no-cart className="grid gap-3 md:grid-cols-2">
        {shown.map((item) => (
          <GuestView key={item.id} className={item.visibleNow ? "" : "opacity-50"}>
            {h("ul", { class: "m-0 grid" }, h(MenuCard, { item: previewMenuItem(item, store.primaryLocale), texts, priority: "lazy" }))}
          </GuestView>
        ))}
      </div>
    </section>
  );
}
