"use client";

import { useEffect, useState } from "react";
import { zUrlName } from "@/lib/schemas/auth";

export type UrlNameField = "companyUrlName" | "storeUrlName";
export type Availability = "idle" | "checking" | "available" | "taken" | "reserved" | "limited";

const DEBOUNCE_MS = 400;

/** Asks the server, once typing pauses, whether a well-formed URL name is still free. */
export function useUrlNameAvailability(field: UrlNameField, value: string): Availability {
  const [answer, setAnswer] = useState<{ value: string; result: Availability }>({ value: "", result: "idle" });
  const valid = zUrlName().safeParse(value).success;
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const query = new URLSearchParams({ [field]: value });
        const response = await fetch(`/api/registration/url-names?${query}`, { signal: controller.signal, cache: "no-store" });
        if (response.status === 429) return setAnswer({ value, result: "limited" });
        const body = (await response.json()) as Partial<Record<UrlNameField, string | null>>;
        const state = body[field];
        const result = state === "available" || state === "taken" || state === "reserved" ? state : "idle";
        setAnswer({ value, result });
      } catch {
        if (!controller.signal.aborted) setAnswer({ value, result: "idle" });
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [field, value, valid]);
  if (!valid) return "idle";
  return answer.value === value ? answer.result : "checking";
}
