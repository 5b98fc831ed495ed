"use client";

import type { ReactNode } from "react";
import { smallButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
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
