"use client";

import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";

/** The store settings forms' foot: what went wrong, then Save (which says "Saving…" while it works). */
export function SaveBar({
  failure,
  pending,
  labels,
  sticky = false,
}: {
  failure: string | null;
  pending: boolean;
  labels: { save: string; saving: string };
  sticky?: boolean;
}) {
  const place = sticky ? "sticky bottom-0 border-t border-zinc-200 bg-[var(--background)] py-4 dark:border-zinc-800" : "";
  return (
    <div className={`flex flex-col gap-3 ${place}`}>
      <FormAlert message={failure} />
      <div>
        <SubmitButton pending={pending} pendingLabel={labels.saving}>
          {labels.save}
        </SubmitButton>
      </div>
    </div>
  );
}
