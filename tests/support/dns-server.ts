import dns2 from "dns2";

const { Packet } = dns2;
const RCODE = { noError: 0, serverFailure: 2, nameError: 3 } as const;

export interface LocalDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS and Resolver#setServers take it */
  server: string;
  /** publishes TXT records under `name` (each record one string), replacing any there */
  setTxt(name: string, ...records: string[]): void;
  /** takes `name` away: it is then answered NXDOMAIN */
  remove(name: string): void;
  /** answers `name` with SERVFAIL, as a broken authoritative server does */
  breakName(name: string): void;
  close(): Promise<void>;
}

/** A DNS server on loopback (UDP, the real protocol) answering TXT questions from a zone the test edits. */
export async function startDnsServer(port = 0): Promise<LocalDnsServer> {
  const zone = new Map<string, string[]>();
  const broken = new Set<string>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, "");
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = key(question?.name ?? "");
      const records = zone.get(name);
      if (broken.has(name)) response.header.rcode = RCODE.serverFailure;
      else if (!records) response.header.rcode = RCODE.nameError;
      else if (question?.type === Packet.TYPE.TXT) {
        for (const data of records) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 0, data }));
      }
      send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port, address: "127.0.0.1" } });
  if (!udp) throw new Error("the DNS server did not listen on UDP");
  return {
    server: `127.0.0.1:${udp.port}`,
    setTxt(name, ...records) {
      broken.delete(key(name));
      zone.set(key(name), records);
    },
    remove(name) {
      broken.delete(key(name));
      zone.delete(key(name));
    },
    breakName(name) {
      broken.add(key(name));
    },
    close: () => server.close(),
  };
}
