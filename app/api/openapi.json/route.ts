import { publicRoute } from "@/lib/server/auth/route";
import { openApiDocument } from "@/lib/openapi/document";

let built: ReturnType<typeof openApiDocument> | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api route; it changes only with a new build. */
export const GET = publicRoute(async () => {
  built ??= openApiDocument();
  return Response.json(built, { headers: { "Cache-Control": "public, max-age=3600" } });
});
