"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";

interface Props {
  planName: string;
  mode: "add" | "activate";
  /** the plan starts when the running paid plan ends (an addition, or a downgrade) */
  waitsForEnd: boolean;
  /** names of the features the new plan lacks; a downgrade is confirmed with them listed */
  lostFeatures: string[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a plan is added or activated; a downgrade lists what will be lost. */
export function PlanChangeDialog({ planName, mode, waitsForEnd, lostFeatures, onConfirm, onClose }: Props) {
  const t = useTranslations("subscriptions.overview");
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    await onConfirm();
    setPending(false);
  };
  return (
    <ModalDialog open onClose={onClose} title={t(mode === "activate" ? "confirmActivateTitle" : "confirmAddTitle", { plan: planName })} testId="plan-change-dialog">
      <p>{t(waitsForEnd ? "confirmAdd" : "confirmActivate", { plan: planName })}</p>
      {lostFeatures.length > 0 && (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-medium">{t("lostFeatures")}</p>
          <ul className="mt-2 list-disc ps-5">
            {lostFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("cancel")}
        </button>
        <button type="button" className={primaryButton} onClick={confirm} disabled={pending}>
          {t(mode === "activate" ? "activate" : "add")}
        </button>
      </div>
    </ModalDialog>
  );
}
