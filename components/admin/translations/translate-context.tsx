"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { TranslateLanguage } from "@/lib/schemas/translations";
import type { ActionResult } from "@/lib/server/auth/action";

export interface TranslateSetup {
  translate: (input: TranslateLanguage) => Promise<ActionResult<{ queued: true }>>;
  /** the owner's "still correct" on an outdated language */
  confirm: (input: TranslateLanguage) => Promise<ActionResult<{ confirmed: boolean }>>;
  /** a translation engine is connected */
  engine: boolean;
  /** the languages the store's plan translates into, besides the primary one */
  targets: string[];
}

const context = createContext<TranslateSetup | null>(null);

/** What the admin panel's text forms need to ask the engine for one language. */
export function TranslateProvider({ children, ...setup }: TranslateSetup & { children: ReactNode }) {
  return <context.Provider value={setup}>{children}</context.Provider>;
}

export function useTranslateSetup(): TranslateSetup | null {
  return useContext(context);
}
