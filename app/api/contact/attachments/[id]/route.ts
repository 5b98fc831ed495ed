import { ZIdPath } from "@/lib/schemas/id";
import { withActor } from "@/lib/server/auth/route";
import { readContactAttachment } from "@/lib/server/contact/received-messages";
import { attachmentDisposition } from "@/lib/server/export/content-disposition";
import { downloadResponse } from "@/lib/server/tables/download-response";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

/** GET /api/contact/attachments/{id}: a file sent with the contact form, for the platform administrator; 404 for anyone else. */
export const GET = withActor<Params>(async (_request, ctx, context) => {
  const id = ZIdPath.safeParse(await context.params).data?.id;
  return downloadResponse(async () => {
    const file = await readContactAttachment(ctx, id ?? 0);
    return { body: new Uint8Array(file.bytes), contentType: file.contentType, disposition: attachmentDisposition(file.fileName) };
  });
});
