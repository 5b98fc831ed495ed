"use client";

import dynamic from "next/dynamic";

// The item dialogs (the form, react-hook-form, zod, the image upload) load when one opens, not with the list.
export const AddItemDialog = dynamic(() => import("./item-dialogs").then((module) => module.AddItemDialog), { ssr: false });
export const EditItemDialog = dynamic(() => import("./item-dialogs").then((module) => module.EditItemDialog), { ssr: false });
export const DeleteItemDialog = dynamic(() => import("./item-dialogs").then((module) => module.DeleteItemDialog), { ssr: false });
