import "server-only";
import { eq } from "drizzle-orm";
import { db } from "../../db/runtime";
import { companies } from "../../db/schema/companies";
import type { Actor } from "../auth/actor";
import { systemClock } from "../context";
import { readSupportView } from "./support-view-cookie";

/**
 * The actor of a request carrying a support-view cookie: the platform administrator who opened it, in the
 * same session, sees that one company read-only. A cookie of anyone else, of another session, expired,
 * forged or naming a deleted company is ignored.
 */
export async function withSupportView(actor: Actor, cookieValue: string | undefined): Promise<Actor> {
  if (actor.role !== "administrator" || !cookieValue) return actor;
  const claims = await readSupportView(cookieValue, systemClock.now());
  if (!claims || claims.userId !== actor.userId || claims.jti !== actor.jti) return actor;
  const [company] = await (await db()).select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, claims.companyId));
  if (!company) return actor;
  return { ...actor, supportView: { companyId: company.id, companyName: company.name, expiresAt: new Date(claims.expiresAt * 1000) } };
}
