/** The look of every text input, textarea and select in the app's forms. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-zinc-300 bg-transparent px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-red-600 dark:border-zinc-700";
