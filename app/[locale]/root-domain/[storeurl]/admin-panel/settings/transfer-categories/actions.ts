"use server";

import { ZTransferCategory } from "@/lib/schemas/transfer";
import { actorAction } from "@/lib/server/auth/action";
import { transferCategory } from "@/lib/server/transfer/transfer-category";

export const transferCategoryAction = actorAction(ZTransferCategory, transferCategory);
