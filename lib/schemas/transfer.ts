import { z } from "zod";

const zId = () => z.number({ error: "required" }).int().positive().max(2_147_483_647);

export const ZTransferCategory = z.object({ categoryId: zId(), targetStoreId: zId() });
export type TransferCategory = z.infer<typeof ZTransferCategory>;
