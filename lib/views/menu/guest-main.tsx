/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";

export const MUTED = "text-zinc-700 dark:text-zinc-300";

/** The main landmark of a venue page other than the menu: what the skip link leads to. */
export function GuestMain({ children }: { children: ComponentChildren }) {
  return (
    <main id="main" tabindex={-1} class="pb-24 outline-none">
      {children}
    </main>
  );
}

/** "← Back to the menu" at the top of a venue page. */
export function BackToMenu({ locale, text }: { locale: string; text: string }) {
  return (
    <p>
      <a href={`/${locale}/menu`} class="underline underline-offset-2">
        <span aria-hidden="true" class="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {text}
      </a>
    </p>
  );
}
