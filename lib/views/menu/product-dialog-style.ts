/** Shared by the server-rendered product (no scripts) and the modal island: a full screen on phones, a card on wider ones. */
export const PRODUCT_DIALOG_CLASS =
  "fixed inset-0 z-40 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-[var(--background)] p-0 text-[var(--foreground)] backdrop:bg-[rgb(0_0_0/0.6)] md:m-auto md:h-fit md:max-h-[90dvh] md:max-w-lg md:rounded-2xl md:border md:border-zinc-200 md:shadow-xl md:dark:border-zinc-800";

export const PRODUCT_CLOSE_CLASS =
  "absolute end-3 top-3 z-10 rounded-full bg-[var(--background)] px-4 py-2 font-semibold shadow ring-1 ring-zinc-300 dark:ring-zinc-700";

export const PRODUCT_TITLE_CLASS = "text-2xl font-semibold";

export const PRODUCT_PHOTO_SIZES = "(min-width: 768px) 512px, 100vw";
