import "server-only";
import { Resolver } from "node:dns/promises";
import { env } from "../env";
import { type DomainProof, proofRecordName, proofRecordValue } from "./domain-proof";

/** NXDOMAIN and "no TXT record here": the owner has not published the record (yet). */
const ABSENT = new Set(["ENOTFOUND", "ENODATA"]);

/** A resolver asking DNS_SERVERS (or the system's servers), giving up after a few seconds. */
export function dnsResolver(servers: readonly string[] = env().DNS_SERVERS): Resolver {
  const resolver = new Resolver({ timeout: 2500, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** Looks up `_carta.<domain>` and tells whether one of its TXT records holds the store's token. */
export async function readDomainProof(domain: string, token: string, resolver: Resolver = dnsResolver()): Promise<DomainProof> {
  let records: string[][];
  try {
    records = await resolver.resolveTxt(proofRecordName(domain));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { proven: false, failure: code !== undefined && ABSENT.has(code) ? "no_record" : "dns_error" };
  }
  if (records.length === 0) return { proven: false, failure: "no_record" };
  const wanted = proofRecordValue(token);
  return records.some((chunks) => chunks.join("").trim() === wanted) ? { proven: true } : { proven: false, failure: "wrong_value" };
}
