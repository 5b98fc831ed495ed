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
