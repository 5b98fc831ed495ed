"use client";

import type { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { smallButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { ActionResult } from "@/lib/server/auth/action";
import { useRowDialog } from "./use-row-dialog";

export interface RowDialog {
  key: string;
  /** the button's visible text and its accessible name (which names the row) */
  label: string;
  ariaLabel: string;
  title: string;
  testId?: string;
  /** the dialog's body; `done` closes it, says what happened and refreshes the page */
  content: (dialog: { close: () => void; done: (message: string) => void }) => ReactNode;
}

/** A list row's buttons, each opening its dialog (edit, delete, …); `extra` sits among them after the first. */
export function RowDialogs({ dialogs, extra }: { dialogs: readonly RowDialog[]; extra?: (done: (message: string) => void) => ReactNode }) {
  const { dialog, setDialog, close, done } = useRowDialog<string>();
  return (
    <div className="flex flex-wrap gap-2">
      {dialogs.map((entry, index) => (
        <span key={entry.key} className="contents">
          <button type="button" className={smallButton} aria-label={entry.ariaLabel} onClick={() => setDialog(entry.key)}>
            {entry.label}
          </button>
          {index === 0 && extra ? extra(done) : null}
        </span>
      ))}
      {dialogs.map((entry) => (
        <ModalDialog key={entry.key} open={dialog === entry.key} onClose={close} title={entry.title} testId={entry.testId}>
          {entry.content({ close, done })}
        </ModalDialog>
      ))}
    </div>
  );
}

type Translator = ReturnType<typeof useTranslations>;
type Values = Record<string, string | number>;

/** The edit dialog of a row, texts from the area's `{verb}`, `{verb}Item` and `{verb}Title` keys. */
export function editDialog(t: Translator, values: Values, form: RowDialog["content"], { verb = "edit", testId }: { verb?: string; testId?: string } = {}): RowDialog {
  return { key: verb, label: t(verb), ariaLabel: t(`${verb}Item`, values), title: t(`${verb}Title`), testId, content: form };
}

/**
 * A confirmation dialog of a row (delete, or another irreversible `verb`), texts from `{verb}`,
 * `{verb}Item`, `{verb}Title`, `{verb}Text` and `{verb}d` (said when done) of the area.
 */
export function confirmDialog(
  t: Translator,
  values: Values,
  {
    verb = "delete",
    testId,
    remove,
    errorText,
    text = t(`${verb}Text`, values),
    labels = { cancel: t("cancel"), delete: t(verb) },
  }: {
    verb?: string;
    testId?: string;
    remove: () => Promise<ActionResult<unknown>>;
    errorText: (failure: string | null) => string | null;
    text?: string;
    labels?: { cancel: string; delete: string };
  },
): RowDialog {
  return {
    key: verb,
    label: t(verb),
    ariaLabel: t(`${verb}Item`, values),
    title: t(`${verb}Title`),
    testId,
    content: ({ close, done }) => (
      <ConfirmDelete text={text} remove={remove} onCancel={close} onDone={() => done(t(`${verb}d`, values))} labels={labels} errorText={errorText} />
    ),
  };
}
