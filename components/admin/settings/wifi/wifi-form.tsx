"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import type { ActionResult } from "@/lib/server/auth/action";
import { WIFI_ENCRYPTIONS, type WifiSettings, type WifiSettingsInput, ZWifiSettings } from "@/lib/schemas/wifi-settings";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { SubmitButton } from "@/components/ui/submit-button";

const ENCRYPTION_LABELS = { WPA: "encryptionWPA", WEP: "encryptionWEP", nopass: "encryptionNopass" } as const;

const noChanges = () => () => {};

interface Props {
  values: WifiSettingsInput;
  save: (input: WifiSettings) => Promise<ActionResult<{ version: number }>>;
}

export function WifiForm({ values, save }: Props) {
  const t = useTranslations("venueExtrasAdmin.wifi");
  const errorText = useErrorText("extras");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  // Set once the fields hold their saved values, so typing is never overwritten by hydration.
  const ready = useSyncExternalStore(noChanges, () => true, () => false);
  const form = useForm<WifiSettingsInput, unknown, WifiSettings>({ resolver: zodResolver(ZWifiSettings), defaultValues: values });
  const { errors, isSubmitting } = form.formState;
  const open = useWatch({ control: form.control, name: "encryption" }) === "nopass";
  const submit = form.handleSubmit(
    async (input) => {
      const result = await save(input);
      setFailure(applyActionResult(result, form.setError, { summary: true }));
      if (!result.ok) return;
      form.setValue("version", result.data.version);
      toast.success(input.ssid === "" ? t("cleared") : t("saved"));
      router.refresh();
    },
    () => setFailure("invalid"),
  );
  return (
    <form method="post" onSubmit={submit} noValidate data-ready={ready} className="flex max-w-xl flex-col gap-5" aria-labelledby="wifi-title">
      <div>
        <h2 id="wifi-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
      </div>
      <TextField
        label={t("ssid")}
        hint={t("ssidHint")}
        {...form.register("ssid")}
        name="ssid"
        autoComplete="off"
        spellCheck={false}
        error={errors.ssid?.message}
        errorText={errorText}
      />
      <SelectField label={t("encryption")} {...form.register("encryption")} name="encryption">
        {WIFI_ENCRYPTIONS.map((value) => (
          <option key={value} value={value}>
            {t(ENCRYPTION_LABELS[value])}
          </option>
        ))}
      </SelectField>
      {!open && (
        <TextField
          label={t("password")}
          hint={t("passwordHint")}
          {...form.register("password")}
          name="password"
          autoComplete="off"
          spellCheck={false}
          error={errors.password?.message}
          errorText={errorText}
        />
      )}
      <CheckboxField label={t("hidden")} {...form.register("hidden")} name="hidden" />
      <FormAlert message={errorText(failure)} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel={t("saving")}>
          {t("save")}
        </SubmitButton>
      </div>
    </form>
  );
}
