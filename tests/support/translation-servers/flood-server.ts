import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FloodServer {
  url: string;
  /** Bytes written to the last connection before the client went away or the flood ended. */
  sent(): number;
  /** Resolves once the client has closed the last connection. */
  clientClosed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Answers every request 200 with a JSON-looking body streamed in chunks without Content-Length
 * (chunked encoding), up to `totalBytes`, like an engine gone wrong; it stops writing when the client hangs up.
 */
export async function startFloodServer(totalBytes: number, withLength = false): Promise<FloodServer> {
  let written = 0;
  let closed: Promise<void> = new Promise(() => undefined);
  const chunk = Buffer.alloc(64 * 1024, "a");
  const server = createServer((incoming, outgoing) => {
    incoming.resume();
    written = 0;
    closed = new Promise((resolve) => outgoing.on("close", () => resolve()));
    outgoing.writeHead(200, { "content-type": "application/json", ...(withLength ? { "content-length": String(totalBytes) } : {}) });
    const pump = () => {
      while (written < totalBytes && !outgoing.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.byteLength, totalBytes - written));
        written += part.byteLength;
        if (!outgoing.write(part)) return void outgoing.once("drain", pump);
      }
      if (!outgoing.destroyed) outgoing.end();
    };
    outgoing.write('{"translatedText":"');
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => written,
    clientClosed: () => closed,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
