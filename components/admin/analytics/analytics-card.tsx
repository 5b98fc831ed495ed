import type { ReactNode } from "react";

/** One block of the dashboard: a titled card that takes the full width on a phone. */
export function AnalyticsCard({ id, title, description, wide, children }: { id: string; title: string; description?: string; wide?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-testid={id} className={`min-w-0 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800 ${wide ? "lg:col-span-2" : ""}`}>
      <h2 id={id} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : <div className="mb-3" />}
      {children}
    </section>
  );
}
