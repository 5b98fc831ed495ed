/** Text set apart from its surroundings' direction (U+2068 … U+2069), for plain strings where no <bdi> fits: "300 g" in Arabic. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
