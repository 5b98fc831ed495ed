import type { NextRequest } from "next/server";
import { db } from "@/lib/db/runtime";
import type { ContactAnswer } from "@/lib/schemas/contact";
import { DEFAULT_UI_LOCALE, isUiLocale } from "@/lib/i18n/locales";
import { getActor } from "@/lib/server/auth/actor";
import { clientAddress } from "@/lib/server/auth/client-address";
import { publicRoute } from "@/lib/server/auth/route";
import { ContactRefused, submitContactMessage } from "@/lib/server/contact/messages";
import { settledDelivery } from "@/lib/server/contact/settled-delivery";

export const dynamic = "force-dynamic";

const STATUS: Partial<Record<string, number>> = { rateLimited: 429, supportViewReadOnly: 403 };

const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").trim().slice(0, max);

/**
 * POST /api/contact: the contact form, as multipart form data. The message is stored, then mailed by
 * the job queue; the first attempt's outcome is awaited briefly. The form's script asks for JSON; a plain
 * HTML post (no script) is sent back to the page with the outcome in the query.
 */
export const POST = publicRoute(async (request: NextRequest): Promise<Response> => {
  const form = await request.formData().catch(() => null);
  const requested = form ? text(form, "locale", 10) : "";
  const locale = isUiLocale(requested) ? requested : DEFAULT_UI_LOCALE;
  const answer = (result: ContactAnswer) => {
    if (request.headers.get("accept")?.includes("application/json")) {
      return Response.json(result, { status: "error" in result ? (STATUS[result.error] ?? 400) : 200 });
    }
    const query =
      "error" in result
        ? `error=${result.error}`
        : result.outcome === "failed"
          ? `error=deliveryFailed&kept=${encodeURIComponent(result.email)}`
          : `sent=${encodeURIComponent(result.email)}`;
    return new Response(null, { status: 303, headers: { Location: `/${locale}/contact?${query}` } });
  };
  const actor = await getActor();
  // An administrator looking at a company's panel is not that company: a message would go out in its name.
  if (actor?.supportView) return answer({ error: "supportViewReadOnly" });
  if (!form) return answer({ error: "required" });
  const files = form.getAll("attachments").filter((value): value is File => typeof value !== "string" && value.size > 0);
  const database = await db();
  try {
    const id = await submitContactMessage(database, {
      name: text(form, "name", 200),
      email: text(form, "email", 320),
      subject: text(form, "subject", 300),
      body: text(form, "body", 10_000),
      locale,
      senderAddress: clientAddress(request.headers),
      companyId: actor?.companyId ?? null,
      userId: actor?.userId ?? null,
      honeypot: text(form, "website", 500),
      attachments: await Promise.all(
        files.map(async (file) => ({ fileName: file.name.slice(0, 200) || "file", bytes: new Uint8Array(await file.arrayBuffer()) })),
      ),
    });
    return answer({ outcome: id === null ? "sent" : await settledDelivery(database, id), email: text(form, "email", 320) });
  } catch (error) {
    if (error instanceof ContactRefused) return answer({ error: error.reason });
    throw error;
  }
});
