"use client";

import dynamic from "next/dynamic";

// The guests' view of the items (Preact, the menu card and its styles) loads when edit mode is off, not with the list.
export const ItemsPreview = dynamic(() => import("./items-preview").then((module) => module.ItemsPreview), { ssr: false });
