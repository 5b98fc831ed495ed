import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { nextDomainState } from "../../domain/custom-domain-state";
import type { DomainProof } from "../../sites/domain-proof";
import { readDomainProof } from "../../sites/read-domain-proof";
import { uniqueViolation } from "../shared/unique-violation";
import { notifyMenuChanged } from "../subscriptions/notify-menu-changed";

/** A store's claim on a domain as it stood when the check began. */
export interface DomainClaim {
  storeId: number;
  domain: string;
  token: string;
}

/** The claim is still the one checked: a domain changed in between is left to its own next check. */
const sameClaim = (claim: DomainClaim) => and(eq(stores.id, claim.storeId), eq(stores.customDomain, claim.domain), eq(stores.customDomainToken, claim.token));

async function record(db: Db, claim: DomainClaim, proof: DomainProof, now: Date): Promise<void> {
  const [current] = await db
    .select({ status: stores.customDomainStatus, failure: stores.customDomainFailure, verifiedAt: stores.customDomainVerifiedAt, failingSince: stores.customDomainFailingSince })
    .from(stores)
    .where(sameClaim(claim))
    .for("update");
  if (!current) return;
  const [rival] = proof.proven
    ? await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.customDomain, claim.domain), eq(stores.customDomainStatus, "verified"), ne(stores.id, claim.storeId)))
        .limit(1)
    : [];
  const next = nextDomainState(current, proof, rival !== undefined, now);
  await db
    .update(stores)
    .set({ customDomainStatus: next.status, customDomainFailure: next.failure, customDomainVerifiedAt: next.verifiedAt, customDomainFailingSince: next.failingSince, customDomainCheckedAt: now })
    .where(sameClaim(claim));
  if ((current.status === "verified") !== (next.status === "verified")) await notifyMenuChanged(db, claim.storeId);
}

/**
 * Looks up a claim's proof record and keeps what it found. Unscoped: the recheck job calls it for every
 * claim, "Check now" after its own store check. Of two stores proving the same domain at once the
 * database's unique index lets one verify; the other is `taken`.
 */
export async function unsafeCheckDomainClaim(db: Db, claim: DomainClaim, now: Date, read = readDomainProof): Promise<void> {
  const proof = await read(claim.domain, claim.token);
  try {
    await db.transaction((tx) => record(tx as unknown as Db, claim, proof, now));
  } catch (error) {
    if (uniqueViolation(error) !== "stores_verified_domain_key") throw error;
    await db.update(stores).set({ customDomainStatus: "failed", customDomainFailure: "taken", customDomainCheckedAt: now }).where(sameClaim(claim));
  }
}
