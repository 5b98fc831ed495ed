import type { Actor } from "@/lib/server/auth/actor";
import type * as ActorModule from "@/lib/server/auth/actor";

/**
 * Server actions and route handlers as a browser calls them: whoever `session.actor` is (null: signed
 * out), on `session.db`. A test file installs it with
 *   vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
 *   vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());
 */
export const session = { actor: null as Actor | null, db: null as unknown };

export const actorModule = (actual: typeof ActorModule): typeof ActorModule => ({ ...actual, getActor: async () => session.actor });

export const runtimeModule = () => ({ db: async () => session.db });
