"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { toast } from "@/lib/browser/toast";
import { primaryButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";

interface FormHandlers {
  onCancel: () => void;
  onDone: () => void;
}

/** An "Add …" button opening a dialog with a creation form; a creation closes it, says so (when `doneText` is given) and refreshes the page. */
export function AddInDialog({
  label,
  title,
  testId,
  doneText,
  form,
}: {
  label: string;
  title: string;
  testId: string;
  doneText?: string;
  form: (handlers: FormHandlers) => ReactNode;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const handlers: FormHandlers = {
    onCancel: () => setOpen(false),
    onDone: () => {
      setOpen(false);
      if (doneText) toast.success(doneText);
      router.refresh();
    },
  };
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ModalDialog open={open} onClose={handlers.onCancel} title={title} testId={testId}>
        {form(handlers)}
      </ModalDialog>
    </>
  );
}
