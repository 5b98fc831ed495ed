"use client";

import { lazyInBrowser } from "@/components/ui/lazy-in-browser";

// The guests' view of the items (Preact, the menu card and its styles) loads when edit mode is off, not with the list.
export const ItemsPreview = lazyInBrowser(() => import("./items-preview").then((module) => module.ItemsPreview));
