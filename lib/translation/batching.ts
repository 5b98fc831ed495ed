export interface BatchLimits {
  maxTexts: number;
  /** Total characters a request may carry; a single longer text still travels alone. */
  maxChars: number;
}

/** Splits texts into consecutive batches of indices within the limits. */
export function batchIndices(texts: readonly string[], limits: BatchLimits): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  texts.forEach((text, index) => {
    const full = current.length >= limits.maxTexts || (current.length > 0 && chars + text.length > limits.maxChars);
    if (full) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(index);
    chars += text.length;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}
