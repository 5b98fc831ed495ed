import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory } from "@/lib/db/schema";
import { flattenDocument } from "@/lib/domain/history-diff";
import { fieldLabelParts, isInternalField } from "@/lib/domain/history-fields";
import { UI_LOCALES } from "@/lib/i18n/locales";
import { ZInvoicePayment, ZPlanChange } from "@/lib/schemas/billing";
import { HISTORY_FIELD_SETS, HISTORY_VALUE_SETS, historyValueSet } from "@/lib/schemas/history-catalogue";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { createAbbreviation } from "@/lib/server/abbreviations/create-abbreviation";
import { createPromotionCategory } from "@/lib/server/promotions/create-promotion-category";
import { updatePromotionCategory } from "@/lib/server/promotions/update-promotion-category";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { addSubscription } from "@/lib/server/subscriptions/add-subscription";
import { createTable } from "@/lib/server/tables/create-table";
import { updateStaffUser } from "@/lib/server/users/update-staff-user";
import { updateReviewWidget } from "@/lib/server/venue-extras/update-review-widget";
import { billingDetails } from "../support/billing-details";
import { engines } from "../support/engines";
import { messageAt } from "../support/message-at";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf } from "../support/tenants";

type Row = typeof actionHistory.$inferSelect;

/** What a reader of the history would see untranslated in `locale`: object kinds, field names and fixed-set values with no label. */
function unlabelled(rows: Row[], locale: string): string[] {
  const missing = new Set<string>();
  const has = (key: string) => messageAt(locale, key) !== undefined;
  for (const row of rows) {
    if (!has(`history.objects.${row.objectType}`)) missing.add(`object ${row.objectType}`);
    for (const document of [row.before, row.after]) {
      for (const [path, value] of flattenDocument(document)) {
        if (isInternalField(path)) continue;
        const parts = fieldLabelParts(path);
        parts.forEach((part, index) => {
          const previous = parts[index - 1];
          if (part.kind === "locale" && !has(`storeSettings.languages.names.${part.code}`)) missing.add(`language ${part.code}`);
          if (part.kind !== "field") return;
          const set = previous?.kind === "field" ? HISTORY_FIELD_SETS[previous.key as keyof typeof HISTORY_FIELD_SETS] : undefined;
          if (!has(set ? `${set.labels}.${part.key}` : `history.fields.${part.key}`)) missing.add(`field ${part.key} of ${path}`);
        });
        const values = historyValueSet(path);
        if (typeof value === "boolean" && !has(`history.values.${value ? "yes" : "no"}`)) missing.add(`flag ${value}`);
        for (const entry of values ? [value].flat() : []) {
          if (typeof entry === "string" && !has(`${HISTORY_VALUE_SETS[values!].labels}.${entry}`)) missing.add(`value ${entry} of ${path}`);
        }
      }
    }
  }
  return [...missing];
}

describe.each(engines())("what the actions history records reads in every interface language on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let rows: Row[];

  beforeAll(async () => {
    const { database, a, admin } = world;
    const storeId = a.stores[0].id;
    const owner = contextOf(database.db, a.companyManager);
    await saveBillingInfo(owner, { storeId, version: null, info: billingDetails("190000087", "36009000000000000031") });
    await saveBillingInfo(owner, { storeId, version: 1, info: billingDetails("191000002", "36009000000000000031") });
    const { invoice } = await activateSubscription(owner, ZPlanChange.parse({ storeId, planKey: "basic" }));
    await markInvoicePaid(contextOf(database.db, admin), ZInvoicePayment.parse({ invoiceId: invoice!.id, amount: invoice!.total, paidOn: new Date().toISOString().slice(0, 10), reference: "PP-31" }));
    await addSubscription(owner, ZPlanChange.parse({ storeId, planKey: "premium", periods: 2 }));
    await updateReviewWidget(owner, { storeId, version: 1, widget: { provider: "yandex", orgId: "1234567890" } });
    const { id } = await createPromotionCategory(owner, { storeId, names: { ru: "Акции" } });
    await updatePromotionCategory(owner, { id, version: 1, names: { ru: "Скидки" }, hidden: true });
    await createTable(owner, { storeId, name: "Окно", note: "4 места" });
    await createAbbreviation(owner, { storeId, short: "с/с", kind: "expand", full: "собственного производства" });
    await updateStaffUser(owner, { companyId: a.company.id, userId: a.storeManager.id, firstName: "Renamed", lastName: "Manager", role: "store_manager", storeId });
    rows = await database.db.select().from(actionHistory);
  });

  it("records billing details, a plan taken now and one added, a payment, settings, promotions, tables, abbreviations and staff", () => {
    expect(new Set(rows.map((row) => row.objectType))).toEqual(new Set(["billing_info", "subscription", "payment", "setting", "promotion_category", "table", "abbreviation", "user"]));
  });

  it.each(UI_LOCALES)("names every object kind, field and fixed-set value of those entries in %s", (locale) => {
    expect(unlabelled(rows, locale)).toEqual([]);
  });
});
