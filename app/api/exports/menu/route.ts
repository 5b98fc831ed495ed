import { ZMenuExportQuery } from "@/lib/schemas/menu-export";
import { ZStoreIdQuery } from "@/lib/schemas/id";
import { jsonError, withStore } from "@/lib/server/auth/route";
import { attachmentDisposition } from "@/lib/server/export/content-disposition";
import { requestMenuExport } from "@/lib/server/export/request-menu-export";
import { featureRefusalText } from "@/lib/server/subscriptions/feature-refusal-text";
import { DomainError } from "@/lib/server/context";
import { FeatureUnavailable } from "@/lib/server/subscriptions/subscription-refusal";

export const dynamic = "force-dynamic";

/**
 * GET /api/exports/menu?storeId=&format=pdf|xlsx&locale=&sections=&hidden=&photos=&paper=: the menu as a
 * file (Premium); a large one answers 202 with the job to follow. 401 anonymous, 404 a foreign store, 403 below Premium.
 */
export const GET = withStore(
  { store: ({ request }) => ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams)).data?.storeId ?? null, access: "store" },
  async (request, ctx) => {
    const query = ZMenuExportQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return jsonError(400, "Bad request");
    try {
      const answer = await requestMenuExport.run(ctx, query.data);
      if ("jobId" in answer) return Response.json({ jobId: answer.jobId, statusUrl: `/api/exports/jobs/${answer.jobId}` }, { status: 202 });
      return new Response(new Blob([answer.file.bytes as Uint8Array<ArrayBuffer>]), {
        headers: {
          "Content-Type": answer.file.contentType,
          "Content-Disposition": attachmentDisposition(answer.file.fileName),
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (error) {
      if (error instanceof FeatureUnavailable) {
        return Response.json({ error: await featureRefusalText(ctx.actor.uiLocale, error), feature: error.feature, unlockWith: error.unlockWith }, { status: 403 });
      }
      if (error instanceof DomainError) return jsonError(400, "The store has no texts in this language");
      throw error;
    }
  },
);
