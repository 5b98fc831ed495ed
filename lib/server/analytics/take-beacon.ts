import "server-only";
import { beaconVerdict } from "./beacon-verdict";
import { countBeacon } from "./count-beacon";

/**
 * What a guest page's beacon is answered with, and its counts added in memory when it counts: 204 (counted or
 * not: opted out, prefetch, robot, unknown venue, malformed body), 413 over 8 KB (`body` null), 429 over the
 * address's allowance. The address is only held in memory for the allowance.
 */
export async function takeBeacon(input: { headers: Pick<Headers, "get">; address: string; body: () => Promise<string | null> }): Promise<204 | 413 | 429> {
  const verdict = beaconVerdict(input.headers, input.address);
  if (verdict !== "read") return verdict;
  const body = await input.body();
  if (body === null) return 413;
  await countBeacon(body, input.headers.get("host"));
  return 204;
}
