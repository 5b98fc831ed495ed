"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";

/** A text saved while the form was open on a field the owner had also changed: its form path and the saved text. */
export interface ClashingText {
  path: string;
  text: string;
}

type Nested = { [key: string]: string | Nested };

const flatten = (value: Nested, prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (typeof inner === "string" ? [[`${prefix}.${key}`, inner]] : Object.entries(flatten(inner, `${prefix}.${key}`)))));

/**
 * Keeps an open edit form in step with the texts saved meanwhile (a translation that finished), the
 * saved texts being `texts` under the form's `prefix` ("texts", "names") at `version`: a changed text
 * replaces its field unless the owner changed that field too, and the form then saves against the new
 * version. When the owner did change it, or anything else saved (`others`) changed, the form keeps
 * saving against the version it had, so Save is refused as stale; clashing texts are answered to be shown.
 */
export function useFreshTexts<V extends FieldValues>(form: UseFormReturn<V>, saved: { prefix: string; texts: Nested; others: unknown; version: number }) {
  const { prefix, texts, version } = saved;
  const [agreed, setAgreed] = useState(version);
  const [clashing, setClashing] = useState<ClashingText[]>([]);
  const key = JSON.stringify(flatten(texts, prefix));
  const others = JSON.stringify(saved.others);
  const known = useRef(key);
  const [opened] = useState(others);
  useEffect(() => {
    if (key === known.current && version === agreed) return;
    const before = JSON.parse(known.current) as Record<string, string>;
    const fresh = JSON.parse(key) as Record<string, string>;
    known.current = key;
    const changed = Object.keys(fresh).filter((path) => fresh[path] !== before[path]);
    const field = (path: string) => path as FieldPath<V>;
    const clashes = changed.filter((path) => form.getFieldState(field(path)).isDirty && form.getValues(field(path)) !== fresh[path]);
    for (const path of changed) {
      if (!clashes.includes(path)) form.resetField(field(path), { defaultValue: fresh[path] as PathValue<V, FieldPath<V>> });
    }
    if (clashes.length > 0) {
      setClashing((shown) => [...shown.filter((entry) => !clashes.includes(entry.path)), ...clashes.map((path) => ({ path, text: fresh[path]! }))]);
    } else if (clashing.length === 0 && others === opened) {
      setAgreed(version);
    }
  }, [key, others, opened, version, agreed, clashing.length, form]);
  return { version: agreed, clashing };
}
