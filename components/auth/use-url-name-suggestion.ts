"use client";

import { useEffect, useState } from "react";
import type { UrlNameField } from "./use-url-name-availability";

const DEBOUNCE_MS = 500;

/** Asks the server, once typing pauses, for a free URL name made of a company's or venue's name; null while none. */
export function useUrlNameSuggestion(field: UrlNameField, name: string): string | null {
  const [answer, setAnswer] = useState<{ name: string; suggestion: string | null }>({ name: "", suggestion: null });
  const wanted = name.trim();
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const query = new URLSearchParams({ suggestFrom: wanted, suggestFor: field });
        const response = await fetch(`/api/registration/url-names?${query}`, { signal: controller.signal, cache: "no-store" });
        const body = response.ok ? ((await response.json()) as { suggestion?: string | null }) : {};
        setAnswer({ name: wanted, suggestion: body.suggestion ?? null });
      } catch {
        if (!controller.signal.aborted) setAnswer({ name: wanted, suggestion: null });
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [field, wanted]);
  return wanted && answer.name === wanted ? answer.suggestion : null;
}
