import { isUiLocale, DEFAULT_UI_LOCALE } from "@/lib/i18n/locales";
import { db } from "@/lib/db/runtime";
import { CONTACT_MAX_ATTACHMENTS } from "@/lib/domain/contact";
import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/server/auth/client-address";
import { publicRoute } from "@/lib/server/auth/route";
import { ContactRefused, submitContactMessage } from "@/lib/server/contact/messages";

export const dynamic = "force-dynamic";

const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").trim().slice(0, max);

/**
 * POST /api/contact: the contact form posts here as a plain HTML form (no client code) and is sent back
 * to the page, which shows the outcome from the query. The message is stored, then mailed by the job queue.
 */
export const POST = publicRoute(async (request: NextRequest): Promise<Response> => {
  const form = await request.formData().catch(() => null);
  const requested = form ? text(form, "locale", 10) : "";
  const locale = isUiLocale(requested) ? requested : DEFAULT_UI_LOCALE;
  const back = (query: string) => new Response(null, { status: 303, headers: { Location: `/${locale}/contact?${query}` } });
  if (!form) return back("error=required");
  const name = text(form, "name", 200);
  const email = text(form, "email", 320);
  const body = text(form, "body", 10_000);
  if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !body) return back("error=required");
  const files = form.getAll("attachments").filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (files.length > CONTACT_MAX_ATTACHMENTS) return back("error=tooManyAttachments");
  try {
    await submitContactMessage(await db(), {
      name,
      email,
      subject: text(form, "subject", 300),
      body,
      locale,
      senderAddress: clientAddress(request.headers),
      honeypot: text(form, "website", 500),
      attachments: await Promise.all(
        files.map(async (file) => ({ fileName: file.name.slice(0, 200) || "file", bytes: new Uint8Array(await file.arrayBuffer()) })),
      ),
    });
    return back(`sent=${encodeURIComponent(email)}`);
  } catch (error) {
    if (error instanceof ContactRefused) return back(`error=${error.reason}`);
    throw error;
  }
});
