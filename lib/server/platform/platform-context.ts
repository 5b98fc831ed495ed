import "server-only";
import { notFound } from "next/navigation";
import { db } from "../../db/runtime";
import { getActor } from "../auth/actor";
import { serverContext } from "../context";

/** For the operator's console pages: the platform administrator's context; anyone else (signed out included) gets the not-found screen. */
export async function platformPageContext() {
  const actor = await getActor();
  if (actor?.role !== "administrator") notFound();
  return serverContext(await db(), actor);
}
