import { z } from "zod";
import { UPLOAD_KINDS } from "../uploads/contract";
import { zIdParam } from "./id";

/** POST /api/uploads, multipart form data (lib/uploads/contract.ts): exactly one image file. */
export const ZUploadForm = z.object({ storeId: zIdParam(), kind: z.enum(UPLOAD_KINDS), file: z.file() });
