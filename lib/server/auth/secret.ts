import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "../../db/runtime";
import { appSecrets } from "../../db/schema/auth";
import { env } from "../../env";

const KEY = "auth_secret";
const state = globalThis as unknown as { cartaAuthSecret?: Promise<string> };

async function load(): Promise<string> {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const database = await db();
  await database
    .insert(appSecrets)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await database.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, KEY));
  return row!.value;
}

/** The session signing secret: AUTH_SECRET, or one generated once and shared by every instance through the database. */
export function authSecret(): Promise<string> {
  state.cartaAuthSecret ??= load().catch((error: unknown) => {
    state.cartaAuthSecret = undefined;
    throw error;
  });
  return state.cartaAuthSecret;
}
