"use server";

import { ZCreateItem, ZItemRef, ZItemsOfCategory, ZItemTarget, ZReorderItems, ZSetItemHidden, ZSetItemSoldOut, ZUpdateItem } from "@/lib/schemas/items";
import { storeAction } from "@/lib/server/auth/action";
import { createItem } from "@/lib/server/items/create-item";
import { deleteItem } from "@/lib/server/items/delete-item";
import { getItemForEdit } from "@/lib/server/items/get-item-for-edit";
import { listItemRows } from "@/lib/server/items/list-item-rows";
import { reorderItems } from "@/lib/server/items/reorder-items";
import { setItemHidden } from "@/lib/server/items/set-item-hidden";
import { setItemSoldOut } from "@/lib/server/items/set-item-sold-out";
import { updateItem } from "@/lib/server/items/update-item";

export const createItemAction = storeAction(ZCreateItem, createItem);

export const updateItemAction = storeAction(ZUpdateItem, updateItem);

export const deleteItemAction = storeAction(ZItemTarget, deleteItem);

export const setItemHiddenAction = storeAction(ZSetItemHidden, setItemHidden);

export const setItemSoldOutAction = storeAction(ZSetItemSoldOut, setItemSoldOut);

export const reorderItemsAction = storeAction(ZReorderItems, reorderItems);

export const getItemForEditAction = storeAction(ZItemRef, getItemForEdit);

export const listItemPreviewsAction = storeAction(ZItemsOfCategory, listItemRows, "read");
