import "server-only";
import { db } from "../../db/runtime";
import { log } from "../../log";
import { type AuthorizedUser, checkCredentials, type SignInInput } from "./check-credentials";
import { SignInError } from "./sign-in-error";

/**
 * next-auth's credentials check on the process database. next-auth hands a thrown error's message to the
 * client, so any failure other than a sign-in refusal becomes REQUEST_FAILED.
 */
export async function authorizeCredentials(input: SignInInput, address: string): Promise<AuthorizedUser | null> {
  try {
    return await checkCredentials(await db(), input, address);
  } catch (error) {
    if (error instanceof SignInError) throw error;
    log.error({ err: error }, "sign-in failed");
    throw new SignInError("REQUEST_FAILED");
  }
}
