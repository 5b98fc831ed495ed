import { z } from "zod";
import { QR_KEY_PATTERN } from "../domain/qr-key";

/** GET /api/store-and-company-by-qr-key: a table's scan key. */
export const ZQrKeyQuery = z.object({ qrKey: z.string().regex(QR_KEY_PATTERN) });
