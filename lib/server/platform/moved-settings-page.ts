import "server-only";
import { redirect } from "next/navigation";
import { getActor } from "../auth/actor";

/** The store-settings pages that moved to the operator's console, by their old slug: the console page now holding each. */
const MOVED = { invoices: "invoices", plans: "plans", legal: "legal", messages: "messages" } as const;

/** An old address of a page moved to the console takes the platform administrator there; for anyone else it stays not found. */
export async function redirectMovedSettingsPage(locale: string, slug: string): Promise<void> {
  if (!Object.hasOwn(MOVED, slug)) return;
  if ((await getActor())?.role === "administrator") redirect(`/${locale}/platform/${MOVED[slug as keyof typeof MOVED]}`);
}
