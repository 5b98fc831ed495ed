"use client";

import { lazyInBrowser } from "@/components/ui/lazy-in-browser";

// The item dialogs (the form, react-hook-form, zod, the image upload) load when one opens, not with the list.
export const AddItemDialog = lazyInBrowser(() => import("./item-dialogs").then((module) => module.AddItemDialog));
export const EditItemDialog = lazyInBrowser(() => import("./item-dialogs").then((module) => module.EditItemDialog));
export const DeleteItemDialog = lazyInBrowser(() => import("./item-dialogs").then((module) => module.DeleteItemDialog));
