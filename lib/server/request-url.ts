import { headers } from "next/headers";
import { env } from "../env";
import { ORIGINAL_PATH_HEADER, ORIGINAL_SEARCH_HEADER } from "../sites/internal-paths";

/** The public origin, path and query string of the current request, as the visitor typed them. */
export async function requestUrl(): Promise<{ origin: string; path: string; search: string }> {
  const list = await headers();
  const host = list.get("host") ?? env().ROOT_DOMAIN;
  return {
    origin: `${env().PUBLIC_PROTOCOL}://${host}`,
    path: list.get(ORIGINAL_PATH_HEADER) ?? "/",
    search: list.get(ORIGINAL_SEARCH_HEADER) ?? "",
  };
}
