/** A cell's text as an import compares names: composed, without surrounding spaces, lower case. */
export const folded = (text: string) => text.normalize("NFC").trim().toLowerCase();
