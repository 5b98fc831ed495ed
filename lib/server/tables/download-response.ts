import "server-only";
import { jsonError } from "../auth/route";
import { DomainError } from "../context";
import type { DownloadFile } from "./table-qr-file";

/** Sends a generated file; a refused or foreign target answers 404 and reveals nothing. */
export async function downloadResponse(make: () => Promise<DownloadFile>): Promise<Response> {
  try {
    const file = await make();
    const body = typeof file.body === "string" ? file.body : new Blob([file.body as Uint8Array<ArrayBuffer>]);
    return new Response(body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": file.disposition,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return jsonError(404, "Not found");
    throw error;
  }
}
