import { env } from "../../env";
import { rootOrigin } from "../../sites/scan-link";
import { requestUrl } from "../request-url";

/** The origin of scan links, from the configured root domain and the current request's protocol and port. */
export async function scanOrigin(): Promise<string> {
  const { origin } = await requestUrl();
  return rootOrigin(env().ROOT_DOMAIN, origin);
}
