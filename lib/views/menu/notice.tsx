/** @jsxImportSource preact */
import { ERROR_SCREEN_CLASS } from "@/lib/views/error-screen-style";
import { MUTED } from "./guest-main";

/** Why the menu is closed: still being prepared, or paused because the venue's plan ended. */
export function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <main id="main" class={ERROR_SCREEN_CLASS}>
      <h1 class="text-3xl font-semibold">{heading}</h1>
      <p class={MUTED}>{text}</p>
    </main>
  );
}
