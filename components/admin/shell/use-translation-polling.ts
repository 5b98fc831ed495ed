"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { TRANSLATION_POLL_MS, TRANSLATION_POLL_RESTART } from "@/lib/constants";
import type { PolledStatus, TranslatableType } from "@/lib/domain/translations/entity-status";
import { restartDelay } from "@/lib/domain/translations/poll-restart";

const moving = (status: PolledStatus) => status === "in_queue" || status === "in_progress";

/**
 * Follows the products, promotions or categories whose translation is still moving: once the set of
 * them settles (the type's debounce and maximum wait), asks for their statuses at once and then every
 * TRANSLATION_POLL_MS, and refreshes the page (the rows come back with their new texts and states) once
 * any of them moved on (from queued to running, or done, or failed); stops when none is left to follow.
 */
export function useTranslationPolling(type: TranslatableType, entities: readonly { id: number; translation: PolledStatus }[]) {
  const router = useRouter();
  const followed = entities.filter((entity) => moving(entity.translation));
  const key = followed.map((entity) => `${entity.id}:${entity.translation}`).join(",");
  const pendingSince = useRef<number | null>(null);
  useEffect(() => {
    if (key === "") {
      pendingSince.current = null;
      return;
    }
    const shown = new Map(key.split(",").map((entry) => entry.split(":") as [string, PolledStatus]).map(([id, status]) => [Number(id), status]));
    const tracked = [...shown.keys()];
    const poll = async () => {
      const response = await fetch("/api/translations/statuses", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type, ids: tracked }) }).catch(() => null);
      if (!response?.ok) return;
      const statuses = (await response.json()) as { id: number; status: PolledStatus }[];
      if (statuses.some((entry) => entry.status !== shown.get(entry.id))) router.refresh();
    };
    const now = Date.now();
    pendingSince.current ??= now;
    let timer: ReturnType<typeof setInterval> | undefined;
    const restart = setTimeout(() => {
      pendingSince.current = null;
      void poll();
      timer = setInterval(poll, TRANSLATION_POLL_MS);
    }, restartDelay(TRANSLATION_POLL_RESTART[type], pendingSince.current, now));
    return () => {
      clearTimeout(restart);
      clearInterval(timer);
    };
  }, [key, type, router]);
}
