import "server-only";
import { db } from "../../db/runtime";
import { peekToken, type TokenPurpose } from "./tokens";

/** The token of an e-mailed link's page when it is still usable for `purpose`, else null. */
export async function usableLinkToken(searchParams: Promise<{ token?: string | string[] }>, purpose: TokenPurpose): Promise<string | null> {
  const { token } = await searchParams;
  if (typeof token !== "string") return null;
  return (await peekToken(await db(), token, purpose)) === null ? null : token;
}
