import type { ReactNode } from "react";
import { primaryButton } from "./buttons";

/** A form's submit button: disabled and busy while the form is sent, showing `pendingLabel` then when given. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel?: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={primaryButton}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
