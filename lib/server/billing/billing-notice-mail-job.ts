import "server-only";
import { and, eq } from "drizzle-orm";
import { billingNotices } from "../../db/schema/billing-notices";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { DEFAULT_UI_LOCALE, isUiLocale } from "../../i18n/locales";
import { type JobHandler, PermanentJobError } from "../../jobs/job-worker";
import { sendMail } from "../../mail/send-mail";
import { actorOf } from "../auth/actor";
import { billingNoticeTexts } from "./billing-notice-texts";
import { invoicePdfFile } from "./invoice-pdf-file";

/**
 * Mails a recorded notice to the managers of the store's company, each in their language, the invoice's PDF
 * attached to an "invoice issued" one. A notice already mailed is not mailed again.
 */
export const billingNoticeMailJob: JobHandler = async (raw, { db, now }) => {
  const { noticeId } = raw as { noticeId: number };
  const [notice] = await db.select().from(billingNotices).where(eq(billingNotices.id, noticeId));
  if (!notice) throw new PermanentJobError(`Billing notice ${noticeId} no longer exists`);
  if (notice.mailedAt) return { mailed: 0 };
  const [store] = await db.select({ name: stores.name, urlKey: stores.urlKey, timezone: stores.timezone }).from(stores).where(eq(stores.id, notice.storeId));
  if (!store) throw new PermanentJobError(`Store ${notice.storeId} no longer exists`);
  const managers = await db.select().from(users).where(and(eq(users.companyId, notice.companyId), eq(users.role, "company_manager")));
  for (const manager of managers) {
    const locale = isUiLocale(manager.uiLocale) ? manager.uiLocale : DEFAULT_UI_LOCALE;
    const texts = billingNoticeTexts(notice, store, locale);
    const invoiceId = notice.kind === "invoice_issued" ? notice.values.invoiceId : undefined;
    const pdf = invoiceId ? await invoicePdfFile({ db, actor: actorOf(manager, "billing-notice"), clock: { now } }, { invoiceId, locale }) : null;
    await sendMail({
      to: manager.email,
      locale,
      template: texts.template,
      link: texts.link,
      name: manager.firstName,
      values: texts.values,
      ...(pdf ? { attachments: [{ filename: `invoice-${notice.values.number}.pdf`, content: Buffer.from(pdf.body), contentType: pdf.contentType }] } : {}),
    });
  }
  await db.update(billingNotices).set({ mailedAt: now() }).where(eq(billingNotices.id, notice.id));
  return { mailed: managers.length };
};
