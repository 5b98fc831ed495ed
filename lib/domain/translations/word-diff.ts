/** One run of a word diff: words kept, taken out of the old text or added in the new one, spaces included. */
export interface DiffPart {
  kind: "same" | "removed" | "added";
  text: string;
}

const MAX_WORDS = 2000;

/** Words, runs of spaces and single punctuation marks, so the parts put back together give the texts again. */
const words = (text: string): string[] => text.match(/[\p{L}\p{N}\p{M}]+|\s+|[^\p{L}\p{N}\p{M}\s]/gu) ?? [];

/**
 * How `before` became `after`, word by word (longest common subsequence); texts too long to compare
 * word by word are shown as one removal and one addition.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  if (a.length * b.length > MAX_WORDS * MAX_WORDS / 4) {
    if (before) push("removed", before);
    if (after) push("added", after);
    return parts;
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..]
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push("same", b[j]!);
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      push("removed", a[i++]!);
    } else {
      push("added", b[j++]!);
    }
  }
  return parts;
}
