import { ZStoreIdQuery } from "@/lib/schemas/id";
import { MENU_IMPORT_MAX_BYTES, ZMappingField, ZMenuImportQuery } from "@/lib/schemas/menu-import";
import { readLimited } from "@/lib/http/read-limited";
import { jsonError, withStore } from "@/lib/server/auth/route";
import { ImportRefusal } from "@/lib/server/imports/import-refusal";
import { importTexts } from "@/lib/server/imports/import-texts";
import { requestMenuImport } from "@/lib/server/imports/request-menu-import";

export const dynamic = "force-dynamic";

const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST /api/imports/menu?storeId=&dryRun=1|0&deleteMissing=0|1, multipart `file`: what importing the
 * spreadsheet or CSV file does to the menu (a dry run by default), or does it; a file Carta did not export needs the
 * multipart `mapping` (JSON: what each column is), without it the answer's `needsMapping` offers one. 401 anonymous,
 * 404 a foreign store, 413 above 10 MB, 400 for a file that is not a menu spreadsheet or a bad mapping. A file of
 * IMPORT_JOB_MIN_ROWS rows or more is imported by a job: 202 with its id and GET /api/imports/menu/jobs/{id} to follow.
 */
export const POST = withStore(
  { store: ({ request }) => ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams)).data?.storeId ?? null, access: "store" },
  async (request, ctx) => {
    const query = ZMenuImportQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return jsonError(400, "Bad request");
    const texts = await importTexts(ctx.actor.uiLocale);
    const refusal = (error: string, status = 400) => Response.json({ error, message: texts.fileError(error) }, { status });
    const { body, tooLarge } = await readLimited(request, MENU_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD);
    if (tooLarge) return refusal("maxSize", 413);
    const form = await new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string") return refusal("fileRequired");
    if (file.size > MENU_IMPORT_MAX_BYTES) return refusal("maxSize", 413);
    const mapping = ZMappingField.optional().safeParse(form?.get("mapping") ?? undefined);
    if (!mapping.success) return refusal("badMapping");
    try {
      const answer = await requestMenuImport.run(ctx, { storeId: ctx.store.id, file: new Uint8Array(await file.arrayBuffer()), dryRun: query.data.dryRun, deleteMissing: query.data.deleteMissing, mapping: mapping.data });
      if ("report" in answer) return Response.json(texts.answer(answer.report));
      const statusUrl = `/api/imports/menu/jobs/${answer.jobId}`;
      return Response.json({ jobId: answer.jobId, statusUrl, total: answer.rows }, { status: 202, headers: { Location: statusUrl } });
    } catch (error) {
      if (error instanceof ImportRefusal) return refusal(error.key);
      throw error;
    }
  },
);
