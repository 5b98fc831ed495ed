/**
 * The languages of an `Accept-Language` header, most wanted first: ranges ordered by their q-value
 * (equal values keep the header's order), `q=0` and `*` left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { range: range.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, quality }) => range && range !== "*" && quality > 0 && quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ range }) => range);
}
