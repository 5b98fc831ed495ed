/** Text set apart from its surroundings' direction (U+2068 … U+2069), for plain strings where no <bdi> fits: "300 g" in Arabic. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A run that may be a phone number: an optional "+", digits with spaces, dots, dashes or brackets between them. */
const NUMBER_RUN = /\+?\(?\d[\d\u00a0 ().-]*\d/g;
const PHONE_DIGITS = 7;

/**
 * Phone numbers (runs of at least seven digits) in a text set left to right apart from it (U+2066 … U+2069),
 * so a right-to-left text does not print "+375 29 123-45-67" as "67-45-123 29 375+".
 */
export function isolatePhones(text: string): string {
  return text.replace(NUMBER_RUN, (run) => (run.replace(/\D/g, "").length >= PHONE_DIGITS ? `\u2066${run}\u2069` : run));
}
