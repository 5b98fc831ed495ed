"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { TRANSLATION_POLL_MS } from "@/lib/constants";
import type { PolledStatus, TranslatableType } from "@/lib/domain/translations/entity-status";

const moving = (status: PolledStatus) => status === "in_queue" || status === "in_progress";

/**
 * Follows the entities whose translation is still moving: asks for their statuses every
 * TRANSLATION_POLL_MS and refreshes the page (the rows come back with their new texts) once any of
 * them is done or failed; stops when none is left to follow.
 */
export function useTranslationPolling(type: TranslatableType, entities: readonly { id: number; translation: PolledStatus }[]) {
  const router = useRouter();
  const ids = entities.filter((entity) => moving(entity.translation)).map((entity) => entity.id);
  const key = ids.join(",");
  useEffect(() => {
    if (key === "") return;
    const tracked = key.split(",").map(Number);
    const timer = setInterval(async () => {
      const response = await fetch("/api/translations/statuses", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type, ids: tracked }) }).catch(() => null);
      if (!response?.ok) return;
      const statuses = (await response.json()) as { id: number; status: PolledStatus }[];
      if (statuses.some((entry) => !moving(entry.status))) router.refresh();
    }, TRANSLATION_POLL_MS);
    return () => clearInterval(timer);
  }, [key, type, router]);
}
