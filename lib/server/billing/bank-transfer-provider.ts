import "server-only";
import type { PaymentProvider } from "./payment-provider";

/** Payment by bank transfer against the invoice; the platform administrator records it when the money arrives. */
export const bankTransferProvider: PaymentProvider = {
  key: "bank_transfer",
  async instructions(invoice) {
    return {
      provider: "bank_transfer",
      kind: "bank_transfer",
      reference: `Invoice ${invoice.number}`,
      amount: invoice.total,
      currency: invoice.currency,
      payee: invoice.seller,
    };
  },
};
