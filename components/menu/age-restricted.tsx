import type { ReactNode } from "react";

/** 18+ content: readable without scripts; with them it stays folded until the guest confirms their age. */
export function AgeRestricted({ children, revealLabel }: { children: ReactNode; revealLabel: string }) {
  return (
    <>
      <button
        type="button"
        data-age-reveal
        data-testid="age-reveal"
        className="mt-2 hidden rounded-full border border-red-700 px-3 py-1 text-base font-medium text-red-700 in-data-[age-gate=locked]:inline-flex dark:border-red-400 dark:text-red-400"
      >
        {revealLabel}
      </button>
      <div data-age-content className="in-data-[age-gate=locked]:hidden">
        {children}
      </div>
    </>
  );
}

export function AgeRestrictedIf({ restricted, label, children }: { restricted: boolean; label: string; children: ReactNode }) {
  return restricted ? <AgeRestricted revealLabel={label}>{children}</AgeRestricted> : children;
}
