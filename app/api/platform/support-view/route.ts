import { NextResponse } from "next/server";
import { ZSupportViewStart } from "@/lib/schemas/platform";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { NotFoundError } from "@/lib/server/context";
import { startSupportView } from "@/lib/server/platform/start-support-view";
import { supportViewCookieName, supportViewCookieOptions } from "@/lib/server/platform/support-view-cookie";

export const dynamic = "force-dynamic";

/**
 * POST /api/platform/support-view (form: companyId, locale): the platform administrator opens the company's
 * first store's admin panel read-only (303 there, with the signed support-view cookie); anyone else gets 404.
 * It changes no company's data, so an administrator already in a support view may switch to another company.
 */
export const POST = withActor(async (request, ctx) => {
  if (ctx.actor.role !== "administrator") return jsonError(404, "Not found");
  const form = await request.formData().catch(() => null);
  const parsed = ZSupportViewStart.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return jsonError(400, "Value is incorrect");
  try {
    const view = await startSupportView(ctx, parsed.data.companyId);
    const response = new NextResponse(null, { status: 303, headers: { Location: `/${parsed.data.locale}/${view.storeUrlKey}/admin-panel` } });
    response.cookies.set(supportViewCookieName(), view.cookie, supportViewCookieOptions(view.maxAge));
    return response;
  } catch (error) {
    if (error instanceof NotFoundError) return jsonError(404, "Not found");
    throw error;
  }
}, "read");
