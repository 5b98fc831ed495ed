import type net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  rcptTo: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `port` 0 picks a free one. */
export async function startSmtpServer(port = 0, received: ReceivedMail[] = []) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const bound = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as net.AddressInfo).port));
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port: bound, received, close };
}
