import { z } from "zod";
import { zId } from "./id";
import { zText } from "./text";

export const TABLE_NAME_MAX = 60;
export const TABLE_NOTE_MAX = 300;
export const TABLES_MAX = 500;

const zVersion = zId;

export const ZTableForm = z.object({
  name: zText().min(1, { error: "required" }).max(TABLE_NAME_MAX, { error: `maxLength:${TABLE_NAME_MAX}` }),
  note: zText({ multiline: true }).max(TABLE_NOTE_MAX, { error: `maxLength:${TABLE_NOTE_MAX}` }),
});
export type TableForm = z.infer<typeof ZTableForm>;

export const ZCreateTable = ZTableForm.extend({ storeId: zId() });
export type CreateTable = z.infer<typeof ZCreateTable>;

export const ZUpdateTable = ZTableForm.extend({ id: zId(), version: zVersion() });
export type UpdateTable = z.infer<typeof ZUpdateTable>;

export const ZTableTarget = z.object({ id: zId(), version: zVersion() });
export type TableTarget = z.infer<typeof ZTableTarget>;

export const ZReorderTables = z.object({ storeId: zId(), ids: z.array(zId()).min(1).max(TABLES_MAX) });
export type ReorderTables = z.infer<typeof ZReorderTables>;

/** GET /api/tables/{id}/qr: the picture's format. */
export const ZTableQrQuery = z.object({ format: z.enum(["svg", "png"]).default("svg") });
