import { withActor } from "@/lib/server/auth/route";
import { userDto } from "@/lib/server/users/user-dto";

export const dynamic = "force-dynamic";

export const GET = withActor(async (_request, { actor }) =>
  Response.json(userDto(actor), { headers: { "Cache-Control": "no-store" } }),
);
