import { zIdParam } from "@/lib/schemas/id";
import { DEFAULT_UI_LOCALE, isUiLocale } from "@/lib/i18n/locales";
import { withStore } from "@/lib/server/auth/route";
import { invoicePdfFile } from "@/lib/server/billing/invoice-pdf-file";
import { unsafeInvoiceStoreId } from "@/lib/server/billing/invoice-scope";
import { downloadResponse } from "@/lib/server/tables/download-response";

export const dynamic = "force-dynamic";

const ZId = zIdParam();

type Params = { params: Promise<{ id: string }> };

const invoiceId = async (context: Params) => ZId.safeParse((await context.params).id).data ?? null;

/** GET /api/invoices/{id}/pdf?locale=ru|en|zh: an invoice as a PDF, for those who manage its store. */
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
    const locale = request.nextUrl.searchParams.get("locale");
    return downloadResponse(() => invoicePdfFile.run(ctx, { invoiceId: id, locale: isUiLocale(locale) ? locale : DEFAULT_UI_LOCALE }));
  },
);
