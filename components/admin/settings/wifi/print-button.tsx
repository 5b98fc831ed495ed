"use client";

import { secondaryButton } from "@/components/ui/buttons";

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={secondaryButton}>
      {label}
    </button>
  );
}
