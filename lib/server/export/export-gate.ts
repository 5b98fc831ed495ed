import "server-only";
import type { PlanKey } from "../../domain/subscriptions/plan-keys";
import type { StoreContext } from "../context";
import { requireFeature } from "../subscriptions/store-may-use-feature";
import { FeatureUnavailable } from "../subscriptions/subscription-refusal";

/** What the export dialog needs: whether the store may export now, the plan that unlocks it, and its content languages. */
export interface ExportGate {
  allowed: boolean;
  unlockWith: PlanKey | null;
  locales: string[];
}

export async function exportGate(ctx: StoreContext): Promise<ExportGate> {
  const locales = ctx.store.contentLocales;
  try {
    await requireFeature(ctx, ctx.store.id, "export_pdf_excel");
    return { allowed: true, unlockWith: null, locales };
  } catch (error) {
    if (error instanceof FeatureUnavailable) return { allowed: false, unlockWith: error.unlockWith, locales };
    throw error;
  }
}
