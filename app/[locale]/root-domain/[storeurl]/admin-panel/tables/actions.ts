"use server";

import { ZCreateTable, ZReorderTables, ZTableTarget, ZUpdateTable } from "@/lib/schemas/tables";
import { actorAction } from "@/lib/server/auth/action";
import { createTable } from "@/lib/server/tables/create-table";
import { deleteTable } from "@/lib/server/tables/delete-table";
import { regenerateTableKey } from "@/lib/server/tables/regenerate-table-key";
import { reorderTables } from "@/lib/server/tables/reorder-tables";
import { updateTable } from "@/lib/server/tables/update-table";

export const createTableAction = actorAction(ZCreateTable, createTable);
export const updateTableAction = actorAction(ZUpdateTable, updateTable);
export const deleteTableAction = actorAction(ZTableTarget, deleteTable);
export const reorderTablesAction = actorAction(ZReorderTables, reorderTables);
export const regenerateTableKeyAction = actorAction(ZTableTarget, regenerateTableKey);
