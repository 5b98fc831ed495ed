"use client";

import { lazyInBrowser } from "@/components/ui/lazy-in-browser";

// Shown once after setup: its code loads for that visit only, not with every admin page.
export const WelcomeDialog = lazyInBrowser(() => import("./welcome-dialog").then((module) => module.WelcomeDialog));
