import "server-only";
import type { z } from "zod";
import { actorAction } from "../auth/action";
import { NotFoundError, type ServerContext } from "../context";

/** Server actions of the operator's console: anyone but the platform administrator is refused as not found before the handler runs. */
export function platformAction<S extends z.ZodType, T>(schema: S, handler: (ctx: ServerContext, input: z.infer<S>) => Promise<T>) {
  return actorAction(schema, async (ctx, input) => {
    if (ctx.actor.role !== "administrator") throw new NotFoundError();
    return handler(ctx, input);
  });
}
