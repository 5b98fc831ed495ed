"use client";

import { useCallback, useSyncExternalStore } from "react";

const KEY = "carta.superEdit";
const EVENT = "carta:super-edit";

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const read = () => {
  try {
    return window.localStorage.getItem(KEY) !== "false";
  } catch {
    return true;
  }
};

/** The superEdit flag (SPEC §3): on by default, remembered in localStorage, shared by every island. */
export function useEditMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((value: boolean) => {
    try {
      window.localStorage.setItem(KEY, String(value));
    } catch {}
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [on, set];
}
