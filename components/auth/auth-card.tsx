import type { ReactNode } from "react";

export const AUTH_TITLE_ID = "auth-title";

/** The centred card of the registration and password pages, titled by their one heading. */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <main id="main" className={`mx-auto w-full px-4 py-10 md:py-16 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <section aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-4 rounded-2xl border border-zinc-200 p-6 dark:border-zinc-800">
        <h1 id={AUTH_TITLE_ID} className="text-2xl font-semibold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
