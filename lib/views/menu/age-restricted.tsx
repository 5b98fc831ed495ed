/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";

const REVEAL_CLASS =
  "mt-2 hidden rounded-full border border-red-700 px-3 py-1 text-base font-medium text-red-700 in-data-[age-gate=locked]:inline-flex dark:border-red-400 dark:text-red-400";

/** 18+ content: readable without scripts; with them it stays folded until the guest confirms their age. */
export function AgeRestricted({ restricted, label, children }: { restricted: boolean; label: string; children: ComponentChildren }) {
  if (!restricted) return <>{children}</>;
  return (
    <>
      <button type="button" data-age-reveal data-testid="age-reveal" class={REVEAL_CLASS}>
        {label}
      </button>
      <div data-age-content class="in-data-[age-gate=locked]:hidden">
        {children}
      </div>
    </>
  );
}

/** The "18+" mark after a heading or a title. */
export function AgeMark({ restricted, label, class: className }: { restricted: boolean; label: string; class: string }) {
  return restricted ? <span class={className}>{label}</span> : null;
}
