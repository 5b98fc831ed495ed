import { z } from "zod";
import { zId } from "./id";


export const ZTransferCategory = z.object({ categoryId: zId(), targetStoreId: zId() });
export type TransferCategory = z.infer<typeof ZTransferCategory>;
