import type { TextStatus } from "./entity-status";

/** How one language's text of an entity stands, as the owner sees it. */
export type LanguageStateKind = "machine" | "hand" | "outdated" | "missing" | "queued" | "in_progress" | "error";

/** An outdated field: the primary text it was made from (null when not kept) and the primary text now. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string;
}

export interface LanguageState {
  kind: LanguageStateKind;
  /** why the engine failed, for `error` */
  reason?: string;
  /** the fields made from another primary text, for `outdated` */
  changes?: FieldChange[];
}

/** One language's stored text: its status, who wrote it, its main field (title or name), the engine's failure, and whether a field was made from another primary text. */
export interface StoredText {
  status: TextStatus;
  machine: boolean;
  main: string;
  error: string | null;
  outdated?: boolean;
  /** how the primary text of each outdated field changed */
  changes?: FieldChange[];
}

/**
 * A language's state from its stored row (none: missing); a waiting or running engine comes before the
 * text it may replace, and a text made from another primary text is outdated whoever wrote it.
 */
export function languageState(row: StoredText | undefined): LanguageState {
  if (row === undefined) return { kind: "missing" };
  if (row.status === "in_progress") return { kind: "in_progress" };
  if (row.status === "queued") return { kind: "queued" };
  if (row.status === "error") return { kind: "error", reason: row.error ?? "" };
  if (row.main === "") return { kind: "missing" };
  if (row.outdated) return row.changes ? { kind: "outdated", changes: row.changes } : { kind: "outdated" };
  return { kind: row.machine ? "machine" : "hand" };
}

/** What the owner may ask the engine for a language: a first translation, a new one (confirmed when it replaces a hand-written text), or nothing while it works. */
export function translateOffer(state: LanguageState): "translate" | "retranslate" | "confirmRetranslate" | null {
  if (state.kind === "missing" || state.kind === "error") return "translate";
  if (state.kind === "machine") return "retranslate";
  if (state.kind === "hand" || state.kind === "outdated") return "confirmRetranslate";
  return null;
}

/** Counts of a language's states over many entities. */
export type StateCounts = Record<LanguageStateKind, number>;

export const EMPTY_COUNTS: StateCounts = { machine: 0, hand: 0, outdated: 0, missing: 0, queued: 0, in_progress: 0, error: 0 };

export function countStates(states: readonly LanguageState[]): StateCounts {
  const counts = { ...EMPTY_COUNTS };
  for (const state of states) counts[state.kind] += 1;
  return counts;
}

/** A language with no current text of its own: missing, outdated, failed, or waiting for the engine's. */
export function untranslated(state: LanguageState): boolean {
  return state.kind === "missing" || state.kind === "outdated" || state.kind === "error" || state.kind === "queued" || state.kind === "in_progress";
}

/** The engine's states a row shows, in order, each with its languages (in the order given); states with no language are left out. */
export function movingLanguages(languages: Readonly<Record<string, LanguageState>>): { kind: "queued" | "in_progress" | "error"; locales: string[] }[] {
  return (["queued", "in_progress", "error"] as const)
    .map((kind) => ({ kind, locales: Object.keys(languages).filter((locale) => languages[locale]!.kind === kind) }))
    .filter((entry) => entry.locales.length > 0);
}
