import "server-only";
import { headers } from "next/headers";
import { ORIGINAL_PATH_HEADER, ORIGINAL_SEARCH_HEADER } from "../sites/internal-paths";

/**
 * The path and query string of the current request, as the visitor typed them. Public links take
 * their origin from configuration (lib/sites/public-origin.ts), never from the request.
 */
export async function requestUrl(): Promise<{ path: string; search: string }> {
  const list = await headers();
  return {
    path: list.get(ORIGINAL_PATH_HEADER) ?? "/",
    search: list.get(ORIGINAL_SEARCH_HEADER) ?? "",
  };
}
