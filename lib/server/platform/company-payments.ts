import "server-only";
import { desc, eq } from "drizzle-orm";
import { invoices, payments } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import { NotFoundError, type ServerContext } from "../context";

/**
 * A company's payments for the platform administrator alone: the recorded ones (bank transfers marked
 * paid, cards settled) and every card checkout with where it stands, newest first.
 */
export async function companyPayments(ctx: ServerContext, companyId: number) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [recorded, checkouts] = await Promise.all([
    ctx.db
      .select({
        id: payments.id,
        invoiceNumber: invoices.number,
        provider: payments.provider,
        amount: payments.amount,
        currency: payments.currency,
        reference: payments.reference,
        paidAt: payments.paidAt,
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(payments.companyId, companyId))
      .orderBy(desc(payments.paidAt), desc(payments.id)),
    ctx.db
      .select({
        id: paymentCheckouts.id,
        invoiceNumber: invoices.number,
        provider: paymentCheckouts.provider,
        amount: paymentCheckouts.amount,
        currency: paymentCheckouts.currency,
        status: paymentCheckouts.status,
        paymentMethod: paymentCheckouts.paymentMethod,
        failureReason: paymentCheckouts.failureReason,
        createdAt: paymentCheckouts.createdAt,
      })
      .from(paymentCheckouts)
      .innerJoin(invoices, eq(invoices.id, paymentCheckouts.invoiceId))
      .where(eq(paymentCheckouts.companyId, companyId))
      .orderBy(desc(paymentCheckouts.createdAt), desc(paymentCheckouts.id)),
  ]);
  return { recorded, checkouts };
}

export type CompanyPayments = Awaited<ReturnType<typeof companyPayments>>;
