import "server-only";
import type { PlanChangeRefusal } from "../../domain/subscriptions/plan-change";
import type { PlanFeature, PlanKey } from "../../domain/subscriptions/plan-keys";
import { DomainError } from "../context";

/** A refused plan change, with what the message shows (messages/…/subscriptions.json `errors`). */
export class SubscriptionRefusal extends DomainError {
  readonly availableFrom?: Date;
  readonly lostFeatures?: PlanFeature[];

  constructor(refusal: PlanChangeRefusal) {
    super(refusal.key);
    this.name = "SubscriptionRefusal";
    if (refusal.key === "switchCooldown") this.availableFrom = refusal.availableFrom;
    if (refusal.key === "downgradeNeedsConfirmation") this.lostFeatures = refusal.lostFeatures;
  }
}

/** A gated feature the store's plan lacks; `unlockWith` names the cheapest plan that has it (null: none can be chosen). */
export class FeatureUnavailable extends DomainError {
  constructor(
    readonly feature: PlanFeature,
    readonly unlockWith: PlanKey | null,
  ) {
    super("featureUnavailable");
    this.name = "FeatureUnavailable";
  }
}
