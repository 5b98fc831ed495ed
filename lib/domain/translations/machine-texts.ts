/** One target language's stored text as the translation queue sees it: who wrote it and its main field (title or name). */
export interface TargetText {
  machine: boolean;
  main: string;
}

/** A language the owner wrote by hand: the engine never overwrites it. */
export function writtenByHand(target: TargetText | undefined): boolean {
  return target !== undefined && !target.machine && target.main !== "";
}

/** A language needs the engine when it has no text yet, or has the engine's own and the primary text changed. */
export function needsMachineText(target: TargetText | undefined, primaryChanged: boolean): boolean {
  if (target === undefined || target.main === "") return true;
  return target.machine && primaryChanged;
}

/**
 * The non-empty fields of a source text to send to the engine, in order, and how to put its answers
 * back field by field; a field empty in the source stays empty.
 */
export function engineTexts<F extends string>(fields: readonly F[], source: Readonly<Partial<Record<F, string>>>) {
  const sent = fields.filter((field) => source[field]);
  return {
    texts: sent.map((field) => source[field] ?? ""),
    fill: (answers: readonly string[]): Record<F, string> =>
      Object.fromEntries(fields.map((field) => [field, sent.includes(field) ? (answers[sent.indexOf(field)] ?? "") : ""])) as Record<F, string>,
  };
}
