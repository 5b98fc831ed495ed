/** @jsxImportSource preact */
import { MarkdownText } from "./markdown-text";

/** The venue's own information for guests ("Information on the menu page"), under its header. */
export function MenuInfo({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <div role="note" data-testid="menu-info" class="mx-4 mt-4 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100 md:mx-8">
      <svg aria-hidden="true" viewBox="0 0 24 24" class="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 11v5.5M12 7.5v.01" />
      </svg>
      <MarkdownText dir="auto" class="min-w-0 break-words [&_a]:underline [&_p+p]:mt-2" text={text} />
    </div>
  );
}
