"use server";

import { ZCreateStore, ZStoreUrlName } from "@/lib/schemas/stores";
import { actorAction, companyAction } from "@/lib/server/auth/action";
import { createStore } from "@/lib/server/stores/create-store";
import { isStoreUrlAvailable } from "@/lib/server/stores/is-store-url-available";

export const createStoreAction = companyAction(ZCreateStore, createStore);

export const isStoreUrlAvailableAction = actorAction(ZStoreUrlName, isStoreUrlAvailable, "read");
