import { DOMAIN_GRACE_MS, type DomainProof } from "../sites/domain-proof";

export interface DomainState {
  status: "pending" | "verified" | "failed";
  failure: "no_record" | "wrong_value" | "dns_error" | "taken" | null;
  verifiedAt: Date | null;
  failingSince: Date | null;
}

const failed = (failure: NonNullable<DomainState["failure"]>): DomainState => ({ status: "failed", failure, verifiedAt: null, failingSince: null });

/**
 * A claim's state after a check of its proof record. Proof verifies it, unless another store verified the
 * domain first (`taken`). A verified domain whose proof fails keeps its route for DOMAIN_GRACE_MS from the
 * first failed check (a DNS hiccup or a record being moved), then fails; any other claim fails at once.
 */
export function nextDomainState(current: DomainState, proof: DomainProof, takenElsewhere: boolean, now: Date): DomainState {
  const verified = current.status === "verified";
  if (proof.proven) {
    if (!verified && takenElsewhere) return failed("taken");
    return { status: "verified", failure: null, verifiedAt: verified ? current.verifiedAt : now, failingSince: null };
  }
  if (!verified) return failed(proof.failure);
  const failingSince = current.failingSince ?? now;
  if (now.getTime() - failingSince.getTime() >= DOMAIN_GRACE_MS) return failed(proof.failure);
  return { ...current, failure: proof.failure, failingSince };
}
