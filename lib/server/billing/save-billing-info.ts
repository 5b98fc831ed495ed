import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { billingInfo } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import type { BillingInfo } from "../../schemas/billing";
import { DomainError, type StoreContext } from "../context";
import { recordAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { uniqueViolation } from "../shared/unique-violation";
import { storeFunction, type StoreScope } from "../tenancy/store-function";
import { billingInfoDto } from "./billing-info-dto";
import { unsafeFindBillingInfo } from "./find-billing-info";

const CONSTRAINT_ERRORS: Record<string, () => DomainError> = {
  billing_info_vat_number_key: () => new DomainError("vatNumberExists", "vatNumber"),
  billing_info_iban_key: () => new DomainError("ibanExists", "iban"),
  billing_info_company_id_key: () => new DomainError("staleVersion"),
};

/** The company of the input's store: its administrators and company managers only. */
const COMPANY_OF_INPUT_STORE: StoreScope<{ storeId: number }> = { store: (input) => input.storeId, access: "company" };

export interface SaveBillingInfo {
  storeId: number;
  /** the version the form was opened with; null for the first save */
  version: number | null;
  info: BillingInfo;
}

/**
 * Saves the billing details of the store's company (administrators and company managers only). A VAT
 * number or IBAN of another company is refused, also when two companies save at the same moment.
 */
export const saveBillingInfo = storeFunction(COMPANY_OF_INPUT_STORE, async (ctx: StoreContext, input: SaveBillingInfo): Promise<{ version: number }> => {
  const { store } = ctx;
  const { companyId } = store;
  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await unsafeFindBillingInfo(tx, companyId);
      let saved;
      if (input.version === null) {
        if (before) throw new DomainError("staleVersion");
        [saved] = await tx.insert(billingInfo).values({ companyId, ...input.info }).returning();
      } else {
        saved = assertFresh(
          await tx
            .update(billingInfo)
            .set({ ...input.info, version: sql`${billingInfo.version} + 1`, updatedAt: ctx.clock.now() })
            .where(and(eq(billingInfo.companyId, companyId), eq(billingInfo.version, input.version)))
            .returning(),
        );
      }
      await recordAction(tx, ctx, {
        companyId,
        storeId: store.id,
        event: before ? "update" : "create",
        objectType: "billing_info",
        objectId: saved!.id,
        before: before ? billingInfoDto(before) : null,
        after: billingInfoDto(saved!),
      });
      return { version: saved!.version };
    });
  } catch (error) {
    const refusal = CONSTRAINT_ERRORS[uniqueViolation(error) ?? ""];
    throw refusal ? refusal() : error;
  }
});
