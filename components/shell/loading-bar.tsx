"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { loadingBar } from "@/lib/browser/loading-bar-events";
import { LOADING_BAR } from "@/lib/constants";

const TICK_MS = 100;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** Top progress bar for navigations, with the timings of SPEC §9 and the error colour on failure. */
export function LoadingBar() {
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const active = useRef(false);
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => {
    const clearAll = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
      if (ticker.current) clearInterval(ticker.current);
      ticker.current = null;
    };
    const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
    const start = () => {
      clearAll();
      active.current = true;
      setFailed(false);
      setProgress(0);
      later(() => {
        if (!active.current) return;
        setVisible(true);
        ticker.current = setInterval(() => {
          setProgress((value) => Math.min(90, value + (100 * TICK_MS) / LOADING_BAR.estimatedMs));
        }, TICK_MS);
      }, LOADING_BAR.throttleMs);
    };
    const finish = () => {
      if (!active.current) return;
      active.current = false;
      clearAll();
      setProgress(100);
      later(() => setVisible(false), LOADING_BAR.hideDelayMs);
      later(() => setProgress(0), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    };
    const fail = () => {
      setFailed(true);
      setVisible(true);
      active.current = true;
      finish();
    };
    const unsubscribe = loadingBar.subscribe((signal) => (signal === "start" ? start() : signal === "finish" ? finish() : fail()));
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start();
    };
    document.addEventListener("click", onClick, true);
    return () => {
      unsubscribe();
      document.removeEventListener("click", onClick, true);
      clearAll();
    };
  }, []);

  useEffect(() => {
    loadingBar.finish();
  }, [pathname, search]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-state={failed ? "error" : visible ? "loading" : "idle"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[999]"
      style={{
        height: LOADING_BAR.heightPx,
        opacity: visible ? 1 : 0,
        transition: "opacity 0.4s",
      }}
    >
      <div
        className={failed ? "h-full bg-red-600" : "h-full bg-brand-500"}
        style={{ width: `${progress}%`, transition: "width 0.1s linear" }}
      />
    </div>
  );
}
