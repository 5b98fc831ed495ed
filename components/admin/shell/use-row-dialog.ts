"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";

/** Which of a list row's dialogs is open; `done` closes it, says what happened and refreshes the page. */
export function useRowDialog<Dialog extends string>() {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const done = (message: string) => {
    close();
    toast.success(message);
    router.refresh();
  };
  return { dialog, setDialog, close, done };
}
