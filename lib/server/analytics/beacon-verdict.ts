import "server-only";
import { uncountedRequest } from "../../analytics/uncounted-request";
import { takeBeaconAllowance } from "./beacon-rate-limit";

/**
 * What a beacon's headers decide before its body is read: 204 when it must not be counted (opted out, prefetch,
 * robot), 429 over the address's allowance, else "read" (the body is read and counted). Counts against the allowance.
 */
export function beaconVerdict(headers: Pick<Headers, "get">, address: string): 204 | 429 | "read" {
  if (uncountedRequest(headers)) return 204;
  return takeBeaconAllowance(address) ? "read" : 429;
}
