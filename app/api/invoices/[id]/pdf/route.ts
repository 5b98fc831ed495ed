import { DEFAULT_UI_LOCALE, isUiLocale } from "@/lib/i18n/locales";
import { ZInvoicePdfQuery } from "@/lib/schemas/billing";
import { ZIdPath } from "@/lib/schemas/id";
import { withStore } from "@/lib/server/auth/route";
import { invoicePdfFile } from "@/lib/server/billing/invoice-pdf-file";
import { unsafeInvoiceStoreId } from "@/lib/server/billing/invoice-scope";
import { downloadResponse } from "@/lib/server/tables/download-response";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

const invoiceId = async (context: Params) => ZIdPath.safeParse(await context.params).data?.id ?? null;

/** GET /api/invoices/{id}/pdf?locale=ru|en|zh: an invoice as a PDF (by default in the downloader's language), for those who manage its store. */
export const GET = withStore<Params>(
  {
    store: async ({ context }, db) => {
      const id = await invoiceId(context);
      return id === null ? null : unsafeInvoiceStoreId(db, id);
    },
    access: "store",
  },
  async (request, ctx, context) => {
    const id = (await invoiceId(context))!;
    const { locale } = ZInvoicePdfQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
    return downloadResponse(() => invoicePdfFile.run(ctx, { invoiceId: id, locale: locale ?? (isUiLocale(ctx.actor.uiLocale) ? ctx.actor.uiLocale : DEFAULT_UI_LOCALE) }));
  },
);
