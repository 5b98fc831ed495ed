import type { ReactNode } from "react";

export function ErrorScreen({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {children}
    </main>
  );
}
