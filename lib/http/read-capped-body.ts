import { readLimited } from "./read-limited";

/** An outgoing call's answer was larger than we agreed to read; the rest was not read. */
export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes; reading stopped there`);
    this.name = "AnswerTooLargeError";
  }
}

/**
 * Reads a fetch Response's body but never more than `maxBytes`: a larger Content-Length is refused
 * before reading, and a body without one is counted while it streams and cancelled past the cap
 * (which closes the connection), so a hostile or broken server cannot fill our memory.
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(maxBytes);
  }
  const { body, tooLarge } = await readLimited(response, maxBytes, maxBytes);
  if (tooLarge) throw new AnswerTooLargeError(maxBytes);
  return body;
}

/** The body as UTF-8 text, read under the same cap. */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(response, maxBytes));
}
