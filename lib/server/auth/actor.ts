import "server-only";
import { eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "../../db/runtime";
import { users } from "../../db/schema/users";
import type { Role } from "../../domain/permissions";
import { sessionCookieName } from "./session-cookie";
import { predatesPasswordChange } from "./session-token";
import { sessionRevokedColumn } from "./revocation";
import { readSessionToken } from "./verify-session";
import { supportViewCookieName } from "../platform/support-view-cookie";
import { withSupportView } from "../platform/with-support-view";

export interface Actor {
  userId: number;
  role: Role;
  companyId: number | null;
  storeId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  uiLocale: string;
  theme: "light" | "dark" | "system";
  /** The IANA zone of the user's profile; null: the platform's default. */
  timeZone: string | null;
  setupWelcomeMessage: boolean;
  jti: string;
  /** A platform administrator's read-only look at one company's admin panel (lib/server/platform/with-support-view). */
  supportView?: SupportView;
}

export interface SupportView {
  companyId: number;
  companyName: string;
  expiresAt: Date;
}

/** The actor a user row acts as within the session `jti`. */
export function actorOf(user: typeof users.$inferSelect, jti: string): Actor {
  return {
    userId: user.id,
    role: user.role,
    companyId: user.companyId,
    storeId: user.storeId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    uiLocale: user.uiLocale,
    theme: user.theme,
    timeZone: user.timeZone,
    setupWelcomeMessage: user.setupWelcomeMessage,
    jti,
  };
}

/** The signed-in user of a session token, or null: revoked, expired, deleted or older than a password change. */
export async function actorFromToken(token: string | undefined): Promise<Actor | null> {
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const database = await db();
  const [row] = await database
    .select({ user: users, revoked: sessionRevokedColumn(database, claims.jti) })
    .from(users)
    .where(eq(users.id, Number(claims.sub)))
    .limit(1);
  const user = row?.user;
  if (!user || row.revoked || !user.emailConfirmedAt) return null;
  if (predatesPasswordChange(claims, user.passwordChangedAt)) return null;
  return actorOf(user, claims.jti);
}

/** The actor of the current request (server components, route handlers, server actions). */
export const getActor = cache(async (): Promise<Actor | null> => {
  const jar = await cookies();
  const actor = await actorFromToken(jar.get(sessionCookieName())?.value);
  return actor && withSupportView(actor, jar.get(supportViewCookieName())?.value);
});
