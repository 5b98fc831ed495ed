"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ImageUpload, type ImageValue } from "@/components/forms/image-upload";
import { ClashingTexts } from "@/components/admin/translations/clashing-texts";
import { useFreshTexts } from "@/components/forms/use-fresh-texts";
import { FormAlert } from "@/components/ui/form-alert";
import { type ItemForm as Values, itemFormFor } from "@/lib/schemas/items";
import type { ActionResult } from "@/lib/server/auth/action";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { FieldMessage } from "@/components/ui/field-error";
import { FormButtons } from "./form-buttons";
import { useItemEditor } from "./item-editor-context";
import { ItemTextsFields } from "./item-texts-fields";
import { DietaryFields } from "./dietary-fields";
import { PortionsFields } from "./portions-fields";
import { VisibilityFields } from "./visibility-fields";
import { useErrorText } from "@/components/forms/use-error-text";
import { useMenuFormSubmit } from "./use-menu-form-submit";

/** Texts per content language, photo, portions, visibility, 18+ and schedule of an item; values survive a refusal, and texts saved meanwhile come in. */
export function ItemForm({
  initial,
  initialPhoto,
  saved,
  failureKey,
  submitLabel,
  submit,
  onDone,
  onCancel,
}: {
  initial: Values;
  initialPhoto: ImageValue | null;
  /** the saved item, its version and its languages' translation states; none for a new item */
  saved?: { id: number; version: number; languages: AdminItem["languages"] };
  failureKey: "createItemFailed" | "updateItemFailed";
  submitLabel: string;
  /** saves the values against the version the form is in step with */
  submit: (values: Values, version: number) => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("menuAdmin.items");
  const { store, scheduleBlocked } = useItemEditor();
  const errorText = useErrorText("menu");
  const [photo, setPhoto] = useState<ImageValue | null>(initialPhoto);
  const form = useForm<Values>({ resolver: zodResolver(itemFormFor(store.primaryLocale)), defaultValues: initial });
  const errors = form.formState.errors;
  const fresh = useFreshTexts(form, { prefix: "texts", texts: initial.texts, others: { ...initial, texts: null }, version: saved?.version ?? 0 });
  const { send, failure } = useMenuFormSubmit(form, { submit: (values) => submit(values, fresh.version), failureKey, onDone });
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="item-form">
      <FormAlert message={errorText(failure)} />
      <ClashingTexts clashing={fresh.clashing} />
      <ItemTextsFields form={form} locales={store.contentLocales} saved={saved} />
      <div>
        <ImageUpload
          label={t("photo")}
          kind="photo"
          storeId={store.id}
          showRatioHint
          value={photo}
          onChange={(image) => {
            setPhoto(image);
            form.setValue("photoId", image?.id ?? null, { shouldDirty: true });
          }}
        />
        <FieldMessage id="photo-error" message={errorText(errors.photoId?.message)} />
      </div>
      <PortionsFields form={form} currency={store.currency} />
      <DietaryFields form={form} />
      <VisibilityFields texts="menuAdmin.items" form={form} timezone={store.timezone} schedulesApply={store.schedulesApply} parentScheduled={scheduleBlocked} errorText={errorText} />
      <FormButtons submitLabel={submitLabel} pending={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
