import "server-only";
import type { NextRequest } from "next/server";
import { ZStoreIdQuery } from "../../schemas/id";
import type { StoreScope } from "../tenancy/store-function";

/** The store of the analytics routes: `?storeId=`, for its admin panel's people. */
export const ANALYTICS_STORE: StoreScope<{ request: NextRequest }> = {
  store: ({ request }) => ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams)).data?.storeId ?? null,
  access: "store",
};
