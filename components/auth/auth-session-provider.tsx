"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";

/** Keeps the session fresh when the window regains focus, never on a timer. */
export function AuthSessionProvider({ children }: { children?: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={0}>
      {children}
    </SessionProvider>
  );
}
