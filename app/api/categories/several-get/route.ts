import { withActor } from "@/lib/server/auth/route";
import { severalGetCategories } from "@/lib/server/categories/several-get-categories";
import { severalGetHandler } from "@/lib/server/shared/several-get-handler";

export const dynamic = "force-dynamic";

/** POST /api/categories/several-get {ids}: full category records of the caller's stores (SPEC §7). */
export const POST = withActor(severalGetHandler(severalGetCategories), "read");
