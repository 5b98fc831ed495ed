"use client";

import { lazyInBrowser } from "@/components/ui/lazy-in-browser";

// No screen reads the session in the browser: next-auth's provider only refreshes it on window focus
// (SPEC), so it loads after the page instead of with it, wrapping nothing. Signed-in layouts only: on the
// sign-in page its first session request would set a second CSRF cookie while the form signs in.
export const SessionRefresh = lazyInBrowser(() => import("./auth-session-provider").then((module) => module.AuthSessionProvider));
