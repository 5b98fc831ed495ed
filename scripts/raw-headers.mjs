/** `rawHeaders` (name, value, name, value…) without the headers named in `names` (lower case). */
export function withoutHeaders(raw, names) {
  const kept = [];
  for (let n = 0; n < raw.length; n += 2) if (!names.has(raw[n].toLowerCase())) kept.push(raw[n], raw[n + 1]);
  return kept;
}
