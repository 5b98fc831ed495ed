/** An already translated error under a field, announced when it appears. */
export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
