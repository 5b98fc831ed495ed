"use client";

import { lazyInBrowser } from "@/components/ui/lazy-in-browser";

// No screen reads the session in the browser: next-auth's provider only refreshes it on window focus
// (SPEC), so it loads after the page instead of with it, wrapping nothing.
export const SessionRefresh = lazyInBrowser(() => import("./auth-session-provider").then((module) => module.AuthSessionProvider));
