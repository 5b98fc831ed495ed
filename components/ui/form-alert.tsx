export function FormAlert({ message, tone = "error" }: { message?: string | null; tone?: "error" | "success" }) {
  if (!message) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={`form-${tone}`}
      className={
        tone === "error"
          ? "rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          : "rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
      }
    >
      {message}
    </div>
  );
}
