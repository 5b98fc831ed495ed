import type { ReactNode } from "react";

/** The centred column of error and notice screens; the guest pages' string markup uses it too. */
export const ERROR_SCREEN_CLASS = "mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center";

export function ErrorScreen({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <main id="main" className={ERROR_SCREEN_CLASS}>
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {children}
    </main>
  );
}
