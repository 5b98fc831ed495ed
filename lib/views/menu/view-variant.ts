/** Where the menu's components draw: the guest page (and the admin preview and product dialog), or the printed menu. */
export type ViewVariant = "page" | "print";
