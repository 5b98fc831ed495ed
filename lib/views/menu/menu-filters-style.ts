/** The filters button: the same on the server's placeholder and the island that takes its place (no shift). */
export const FILTERS_SUMMARY_CLASS = "inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-zinc-300 px-3 py-1 dark:border-zinc-700";
