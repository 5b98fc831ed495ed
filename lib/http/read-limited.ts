/**
 * A body as it streams in (a request's, or an answer's we fetched), keeping at most `limit` bytes: past it the rest is read and dropped
 * (so the client gets to read the answer) up to `drainLimit`, then no longer read at all.
 */
export async function readLimited(request: { body: ReadableStream<Uint8Array> | null }, limit: number, drainLimit = 8 * limit): Promise<{ body: Uint8Array<ArrayBuffer>; tooLarge: boolean }> {
  const reader = request.body?.getReader();
  if (!reader) return { body: new Uint8Array(), tooLarge: false };
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainLimit) {
      await reader.cancel();
      break;
    }
    if (total <= limit) chunks.push(value);
  }
  return total > limit ? { body: new Uint8Array(), tooLarge: true } : { body: Buffer.concat(chunks), tooLarge: false };
}
