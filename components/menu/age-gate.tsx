"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { webStorage } from "@/lib/browser/web-storage";
import { ageGateWatchMargin, confirmAge, isAgeConfirmed } from "@/lib/domain/age-gate";
import { focusHeadingOf, returnBefore } from "./age-gate-focus";
import { watchStickyBar } from "./sticky-bar";

const session = webStorage("sessionStorage");
const isTyping = () => Boolean(document.activeElement?.matches("input, select, textarea"));

/** Asks "are you 18?" when 18+ content is reached or opened; yes unlocks it for the visit, no keeps it hidden and goes back. */
export function AgeGate() {
  const t = useTranslations("menu.guest.age");
  const dialog = useRef<HTMLDialogElement>(null);
  const asked = useRef<HTMLElement | null>(null);
  const declined = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.menuJs = "";
    if (isAgeConfirmed(session)) {
      delete root.dataset.ageGate;
      return;
    }
    root.dataset.ageGate = "locked";
    const ask = (gated: HTMLElement | null, opened: boolean) => {
      const modal = dialog.current;
      if (!gated || !modal || modal.open || root.dataset.ageGate !== "locked") return;
      if (!opened && (declined.current || isTyping())) return;
      asked.current = gated;
      modal.returnValue = "";
      modal.showModal();
    };
    const gatedBlocks = document.querySelectorAll<HTMLElement>("[data-age-restricted]");
    let observer: IntersectionObserver | null = null;
    let barHeight = 0;
    // Content under the sticky bar is not in sight: reaching it there (a jump to the next section) asks nothing.
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          const reached = entries.find((entry) => entry.isIntersecting);
          if (reached) ask(reached.target as HTMLElement, false);
        },
        { rootMargin: ageGateWatchMargin(barHeight, window.innerHeight) },
      );
      for (const gated of gatedBlocks) observer.observe(gated);
    };
    const stopWatchingBar = watchStickyBar((height) => {
      barHeight = height;
      observe();
    });
    window.addEventListener("resize", observe);
    const onClick = (click: MouseEvent) => {
      const reveal = (click.target as Element | null)?.closest("[data-age-reveal]");
      if (reveal) ask(reveal.closest<HTMLElement>("[data-age-restricted]"), true);
    };
    document.addEventListener("click", onClick);
    return () => {
      stopWatchingBar();
      window.removeEventListener("resize", observe);
      observer?.disconnect();
      document.removeEventListener("click", onClick);
    };
  }, []);

  const answered = () => {
    const gated = asked.current;
    asked.current = null;
    if (!gated) return;
    if (dialog.current?.returnValue === "yes") {
      confirmAge(session);
      delete document.documentElement.dataset.ageGate;
      focusHeadingOf(gated);
    } else {
      declined.current = true;
      returnBefore(gated);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="age-gate"
      onClose={answered}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-zinc-200 bg-[var(--background)] p-6 text-[var(--foreground)] shadow-xl backdrop:bg-[rgb(0_0_0/0.6)] dark:border-zinc-800"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p id={textId} className="mt-2 text-zinc-700 dark:text-zinc-300">
        {t("text")}
      </p>
      <form method="dialog" className="mt-5 flex flex-wrap gap-3">
        <button value="yes" className="flex-1 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("yes")}
        </button>
        <button value="no" className="flex-1 rounded-lg border border-zinc-300 px-4 py-2 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-900">
          {t("no")}
        </button>
      </form>
    </dialog>
  );
}
