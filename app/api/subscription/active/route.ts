import { ZStoreIdQuery } from "@/lib/schemas/id";
import { withStore } from "@/lib/server/auth/route";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";

export const dynamic = "force-dynamic";

/** SPEC §7 GET /api/subscription/active?storeId=: the running plan, its status, dates, features and when switching is possible. */
export const GET = withStore(
  { store: ({ request }) => ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams)).data?.storeId ?? null, access: "store" },
  async (_request, ctx) => Response.json(await getActiveSubscription.run(ctx, ctx.store.id), { headers: { "Cache-Control": "no-store" } }),
);
