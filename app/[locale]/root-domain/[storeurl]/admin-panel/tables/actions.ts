"use server";

import { ZCreateTable, ZReorderTables, ZTableTarget, ZUpdateTable } from "@/lib/schemas/tables";
import { storeAction } from "@/lib/server/auth/action";
import { createTable } from "@/lib/server/tables/create-table";
import { deleteTable } from "@/lib/server/tables/delete-table";
import { regenerateTableKey } from "@/lib/server/tables/regenerate-table-key";
import { reorderTables } from "@/lib/server/tables/reorder-tables";
import { updateTable } from "@/lib/server/tables/update-table";

export const createTableAction = storeAction(ZCreateTable, createTable);
export const updateTableAction = storeAction(ZUpdateTable, updateTable);
export const deleteTableAction = storeAction(ZTableTarget, deleteTable);
export const reorderTablesAction = storeAction(ZReorderTables, reorderTables);
export const regenerateTableKeyAction = storeAction(ZTableTarget, regenerateTableKey);
