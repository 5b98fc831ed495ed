import "server-only";
import { createSocket, type Socket } from "node:dgram";
import { isIP } from "node:net";
import { beaconInQuery } from "../../analytics/beacon-url";
import { edgeBeaconLine } from "../../analytics/edge-beacon-line";
import { uncountedRequest } from "../../analytics/uncounted-request";
import { log } from "../../log";
import { metrics } from "../../metrics/registry";
import { countAnsweredBeacon } from "./count-beacon";

/** Lines the kernel may hold for us while the process is busy: a burst of guests must not be dropped. */
const RECEIVE_BUFFER_BYTES = 4 * 1024 * 1024;

function onLine(message: Buffer): void {
  const beacon = edgeBeaconLine(message.toString("utf8"));
  const heard = metrics().edgeBeacons;
  if (beacon === null) {
    heard.inc({ outcome: "malformed" });
    return;
  }
  const text = beacon.status === "204" && !uncountedRequest(beacon.headers) ? beaconInQuery(beacon.query) : undefined;
  if (typeof text === "string") countAnsweredBeacon(text, beacon.host || null);
  heard.inc({ outcome: typeof text === "string" ? "counted" : "uncounted" });
}

/**
 * Hears the beacons an edge in front answered itself (deploy/nginx/carta-cache.conf: its access-log lines of the
 * beacon address, sent as syslog datagrams) and counts them as this server counts the beacons it answers: the same
 * opt-outs, robots and venues. Resolves to the socket once it listens.
 */
export async function hearEdgeBeacons({ address, port }: { address: string; port: number }): Promise<Socket> {
  const socket = createSocket({ type: isIP(address) === 6 ? "udp6" : "udp4", recvBufferSize: RECEIVE_BUFFER_BYTES });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, address, () => {
      socket.off("error", reject);
      resolve();
    });
  });
  socket.on("message", onLine);
  socket.on("error", (error) => log.error({ err: error }, "the edge's beacon lines cannot be heard"));
  return socket;
}
