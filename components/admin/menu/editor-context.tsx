"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { ActionResult } from "@/lib/server/auth/action";

/** The five actions a menu editor (categories or items) calls, bound to their server actions by the page. */
export interface EditorActions<Create, Update, Target, SetHidden, Reorder> {
  create: (input: Create) => Promise<ActionResult<unknown>>;
  update: (input: Update) => Promise<ActionResult<unknown>>;
  remove: (input: Target) => Promise<ActionResult<unknown>>;
  setHidden: (input: SetHidden) => Promise<ActionResult<unknown>>;
  reorder: (input: Reorder) => Promise<ActionResult<unknown>>;
}

/** A context carrying one editor's store, place and actions to its rows and dialogs. */
export function editorContext<Editor>(name: string) {
  const Context = createContext<Editor | null>(null);
  function Provider({ value, children }: { value: Editor; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useEditor(): Editor {
    const value = useContext(Context);
    if (!value) throw new Error(`${name} used outside its provider`);
    return value;
  }
  return { Provider, useEditor };
}
