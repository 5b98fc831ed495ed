import { NextResponse } from "next/server";
import { ZSupportViewLeave } from "@/lib/schemas/platform";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { leaveSupportView } from "@/lib/server/platform/leave-support-view";
import { supportViewCookieName, supportViewCookieOptions } from "@/lib/server/platform/support-view-cookie";

export const dynamic = "force-dynamic";

/**
 * POST /api/platform/support-view/leave (form: locale): ends the support view, recorded in the company's
 * history, and goes back to that company in the console (303). Leaving changes no company's data, so the
 * read-only check lets it through.
 */
export const POST = withActor(async (request, ctx) => {
  const form = await request.formData().catch(() => null);
  const parsed = ZSupportViewLeave.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return jsonError(400, "Value is incorrect");
  const companyId = await leaveSupportView(ctx);
  const back = `/${parsed.data.locale}/platform/companies${companyId === null ? "" : `/${companyId}`}`;
  const response = new NextResponse(null, { status: 303, headers: { Location: back } });
  response.cookies.set(supportViewCookieName(), "", supportViewCookieOptions(0));
  return response;
}, "read");
