/** Stands for the venue's URL name in the menu address shown while registering. */
export const STORE_URL_PLACEHOLDER = "{storeurl}";
