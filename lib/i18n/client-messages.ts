import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, type ClientArea } from "./client-namespaces";
import { pickMessages } from "./pick-messages";

/** The messages an area's `NextIntlClientProvider` passes to the browser: its namespaces only. */
export async function clientMessages(area: ClientArea) {
  return pickMessages(await getMessages(), CLIENT_NAMESPACES[area]);
}
