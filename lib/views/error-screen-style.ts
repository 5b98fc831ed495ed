/** The centred column of error and notice screens, in the React shell and the guest pages' markup alike. */
export const ERROR_SCREEN_CLASS = "mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center";
