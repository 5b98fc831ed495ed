import type { ReactNode } from "react";
import { ERROR_SCREEN_CLASS } from "@/lib/views/error-screen-style";

export function ErrorScreen({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <main id="main" className={ERROR_SCREEN_CLASS}>
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {children}
    </main>
  );
}
