/** Private-use, unassigned and lone surrogate code points: no font draws them. */
const UNDRAWABLE = /[\p{Co}\p{Cn}\p{Cs}]/gu;

/** The name as printed: a character no font can have prints "?". */
export function printableName(name: string): string {
  return name.replace(UNDRAWABLE, "?");
}
