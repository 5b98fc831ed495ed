"use server";

import { ZCreateItem, ZItemTarget, ZReorderItems, ZSetItemHidden, ZUpdateItem } from "@/lib/schemas/items";
import { actorAction } from "@/lib/server/auth/action";
import { createItem } from "@/lib/server/items/create-item";
import { deleteItem } from "@/lib/server/items/delete-item";
import { reorderItems } from "@/lib/server/items/reorder-items";
import { setItemHidden } from "@/lib/server/items/set-item-hidden";
import { updateItem } from "@/lib/server/items/update-item";

export const addItem = actorAction(ZCreateItem, createItem);

export const editItem = actorAction(ZUpdateItem, updateItem);

export const removeItem = actorAction(ZItemTarget, deleteItem);

export const setItemVisibility = actorAction(ZSetItemHidden, setItemHidden);

export const sortItems = actorAction(ZReorderItems, reorderItems);
