"use server";

import { ZTransferCategory } from "@/lib/schemas/transfer";
import { storeAction } from "@/lib/server/auth/action";
import { transferCategory } from "@/lib/server/transfer/transfer-category";

export const transferCategoryAction = storeAction(ZTransferCategory, transferCategory);
