import { z } from "zod";

export const TABLE_NAME_MAX = 60;
export const TABLE_NOTE_MAX = 300;
export const TABLES_MAX = 500;

const zId = () => z.number({ error: "required" }).int().positive().max(2_147_483_647);
const zVersion = () => z.number().int().positive().max(2_147_483_647);

export const ZTableForm = z.object({
  name: z.string().trim().min(1, { error: "required" }).max(TABLE_NAME_MAX, { error: `maxLength:${TABLE_NAME_MAX}` }),
  note: z.string().trim().max(TABLE_NOTE_MAX, { error: `maxLength:${TABLE_NOTE_MAX}` }),
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
