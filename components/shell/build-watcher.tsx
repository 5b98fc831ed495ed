"use client";

import { useEffect } from "react";
import { BUILD_CHECK_INTERVAL_MS } from "@/lib/constants";
import { canReload, isChunkLoadError } from "@/lib/domain/reload-guard";

const LAST_RELOAD_KEY = "carta:last-reload";

function reloadOnce(to?: string): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
  if (!canReload(Number.isFinite(last) && last > 0 ? last : null, Date.now())) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  if (to) window.location.assign(to);
  else window.location.reload();
  return true;
}

async function latestBuildId(): Promise<string | null> {
  try {
    const response = await fetch("/builds/latest.json", { cache: "no-store" });
    if (!response.ok) return null;
    return ((await response.json()) as { id?: string }).id ?? null;
  } catch {
    return null;
  }
}

/** Notices a new deployment: reloads on the next navigation, or at once when a code chunk fails to load. */
export function BuildWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let outdated = false;
    const check = async () => {
      const latest = await latestBuildId();
      if (latest && latest !== buildId) outdated = true;
      return outdated;
    };
    const onClick = (event: MouseEvent) => {
      if (!outdated || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (reloadOnce(url.href)) event.preventDefault();
    };
    const onChunkError = async (reason: unknown) => {
      if (isChunkLoadError(reason) && (await check())) reloadOnce();
    };
    const onError = (event: ErrorEvent) => void onChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => void onChunkError(event.reason);
    const onVisible = () => document.visibilityState === "visible" && void check();
    const timer = setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("click", onClick, true);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    void check();
    return () => {
      clearInterval(timer);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [buildId]);
  return null;
}
