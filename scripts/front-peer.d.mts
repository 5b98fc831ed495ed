import type { IncomingMessage } from "node:http";

export const PEER_HEADER: "x-carta-peer";
export function signedPeer(secret: string, address: string | undefined): string;
export function takePeer(request: IncomingMessage, secret: string): string | undefined;
