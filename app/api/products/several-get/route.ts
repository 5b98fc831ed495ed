import { withActor } from "@/lib/server/auth/route";
import { severalGetHandler } from "@/lib/server/shared/several-get-handler";
import { severalGetItems } from "@/lib/server/items/several-get-items";

export const dynamic = "force-dynamic";

/** POST /api/products/several-get {ids}: full product, hookah and game records of the caller's stores (SPEC §7). */
export const POST = withActor(severalGetHandler(severalGetItems), "read");
