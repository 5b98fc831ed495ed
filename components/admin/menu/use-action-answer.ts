"use client";

import { useEffect, useState } from "react";
import type { ActionResult } from "@/lib/server/auth/action";

/** What a reading server action answers for `input`, asked when the component shows and when the input changes; null meanwhile. */
export function useActionAnswer<I, T>(action: (input: I) => Promise<ActionResult<T>>, input: I): { data: T } | { error: string } | null {
  const [state, setState] = useState<{ data: T } | { error: string } | null>(null);
  const asked = JSON.stringify(input);
  useEffect(() => {
    let current = true;
    void action(JSON.parse(asked) as I).then((result) => {
      if (current) setState(result.ok ? { data: result.data } : { error: result.error });
    });
    return () => {
      current = false;
    };
  }, [action, asked]);
  return state;
}
