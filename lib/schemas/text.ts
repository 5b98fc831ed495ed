import { z } from "zod";

/** Zero-width space, non-joiner, joiner, word joiner and BOM: invisible, so a name of only these is empty. */
const INVISIBLE = "\\u200B-\\u200D\\u2060\\uFEFF";
const EDGES = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, "gu");
// C0 controls and DEL; multi-line text keeps tab, line feed and carriage return.
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/u;
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/** Removes whitespace and invisible characters from both ends. */
export const trimText = (value: string) => value.replace(EDGES, "");

/** Half of a UTF-16 surrogate pair without its other half: no character at all, and no database stores it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters the text may not hold, or a lone surrogate. */
export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) || LONE_SURROGATE.test(value);

/**
 * Every text a client sends: refused when it holds a NUL, another control character or a lone surrogate ("invalidValue"),
 * then trimmed of whitespace and invisible characters, so `.min(1)` after it refuses blank-looking text.
 */
export const zText = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z
    .string({ error: "required" })
    .refine((value) => !hasControlCharacters(value, multiline), { error: "invalidValue", abort: true })
    .overwrite(trimText);

/** Like `zText` but kept as typed (passwords, pasted codes): only control characters are refused. */
export const zRawText = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z.string({ error: "required" }).refine((value) => !hasControlCharacters(value, multiline), { error: "invalidValue", abort: true });
