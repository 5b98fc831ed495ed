import { hashPassword } from "../../passwords";
import { companies } from "../schema/companies";
import { storeTranslations } from "../schema/store-translations";
import { stores, storeSettings } from "../schema/stores";
import { users } from "../schema/users";
import type { Db } from "../types";
import { demoMenu } from "./demo-menu";
import { DEMO_COMPANY, demoStore } from "./demo-store";
import { demoStoreTexts } from "./demo-store-texts";
import { seedDemoSubscription } from "./demo-subscription";
import { insertMenu } from "./insert-menu";

export interface DemoOwner {
  email: string;
  password: string;
  uiLocale?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

/** Creates the demo company, its venue `demo` (past its setup period, on Premium paid by invoice №1), its owner and a full menu. */
export async function seedDemo(db: Db, owner: DemoOwner, now = new Date()): Promise<{ storeId: number }> {
  const passwordHash = await hashPassword(owner.password);
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
    const companyId = company!.id;
    const [store] = await tx
      .insert(stores)
      .values({ ...demoStore, companyId, setupEndsAt: new Date(now.getTime() - 4 * DAY_MS), createdAt: new Date(now.getTime() - 7 * DAY_MS) })
      .returning({ id: stores.id, timezone: stores.timezone, currency: stores.currency, createdAt: stores.createdAt, setupEndsAt: stores.setupEndsAt });
    const storeId = store!.id;
    await tx.insert(storeSettings).values({ companyId, storeId });
    await tx.insert(storeTranslations).values(demoStoreTexts.map((texts) => ({ ...texts, companyId, storeId })));
    await tx.insert(users).values({
      companyId,
      email: owner.email,
      passwordHash,
      firstName: "Demo",
      lastName: "Owner",
      role: "company_manager",
      uiLocale: owner.uiLocale ?? "ru",
      setupWelcomeMessage: true,
      emailConfirmedAt: now,
    });
    await insertMenu(tx, { companyId, storeId }, demoMenu);
    await seedDemoSubscription(tx as unknown as Db, { ...store!, companyId, storeId });
    return { storeId };
  });
}
