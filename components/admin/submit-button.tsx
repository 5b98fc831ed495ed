import { primaryButton } from "./buttons";

/** A form's save button: disabled and saying so while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={primaryButton}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
