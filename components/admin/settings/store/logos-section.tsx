"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { type ImageValue, ImageUpload } from "@/components/forms/image-upload";
import type { StoreSettingsInput } from "@/lib/schemas/store-settings";
import { errorAt } from "./field-error";
import { useErrorText } from "@/components/forms/use-error-text";
import { SettingsSection } from "./settings-section";
import { StorageUsageNote } from "@/components/forms/storage-usage-note";
import type { StorageUsage } from "@/lib/uploads/contract";

type LogoName = "logoLightId" | "logoDarkId";

function LogoField({ name, label, storeId, initial }: { name: LogoName; label: string; storeId: number; initial: ImageValue | null }) {
  const { setValue, formState } = useFormContext<StoreSettingsInput>();
  const errorText = useErrorText("settings");
  const [image, setImage] = useState(initial);
  const error = errorAt(formState.errors, name);
  const change = (value: ImageValue | null) => {
    setImage(value);
    setValue(name, value?.id ?? null, { shouldDirty: true });
  };
  return (
    <div data-testid={`logo-${name}`}>
      <ImageUpload label={label} kind="logo" storeId={storeId} value={image} onChange={change} />
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

interface Props {
  storeId: number;
  light: ImageValue | null;
  dark: ImageValue | null;
  storage: StorageUsage;
}

export function LogosSection({ storeId, light, dark, storage }: Props) {
  const t = useTranslations("storeSettings.logos");
  return (
    <SettingsSection id="store-logos" title={t("title")} description={t("hint")}>
      <div className="grid gap-6 sm:grid-cols-2">
        <LogoField name="logoLightId" label={t("light")} storeId={storeId} initial={light} />
        <LogoField name="logoDarkId" label={t("dark")} storeId={storeId} initial={dark} />
      </div>
      <StorageUsageNote usage={storage} />
    </SettingsSection>
  );
}
