import "server-only";
import { notFound, redirect } from "next/navigation";
import { isAdminOrCompanyManager } from "../../domain/permissions";
import { isUiLocale } from "../../i18n/locales";
import { siteFromParam } from "../../sites/resolve-site";
import { storeForSite } from "../stores/find-store-by-site";
import { getActor } from "./actor";
import { homePathFor } from "./home-path";

export interface GuardContext {
  locale: string;
  /** the public path of the page, used as the `redirect` parameter of the sign-in page */
  path: string;
  /** the `[site]` segment of a menu-site route */
  site?: string;
}

type Guard = (context: GuardContext) => Promise<void>;

const signInPath = (context: GuardContext) => `/${context.locale}?redirect=${encodeURIComponent(context.path)}`;

const GUARDS: Record<string, Guard> = {
  "auth-page": async (context) => {
    if (!(await getActor())) redirect(signInPath(context));
  },
  "guest-page": async (context) => {
    const actor = await getActor();
    if (actor) redirect(await homePathFor(actor, isUiLocale(actor.uiLocale) ? actor.uiLocale : context.locale));
  },
  "for-admins-and-company-managers": async (context) => {
    const actor = await getActor();
    if (!actor) redirect(signInPath(context));
    if (!isAdminOrCompanyManager(actor)) notFound();
  },
  "catch-non-exist-menu": async (context) => {
    if (!context.site || !(await storeForSite(siteFromParam(context.site)))) notFound();
  },
  "register-organization": async (context) => {
    const actor = await getActor();
    if (!actor) redirect(signInPath(context));
    if (actor.companyId !== null || actor.role === "administrator") redirect(await homePathFor(actor, context.locale));
  },
};

export type GuardName =
  | "auth-page"
  | "guest-page"
  | "for-admins-and-company-managers"
  | "catch-non-exist-menu"
  | "register-organization";

/** Runs named route guards in order; a name that does not exist is a programming error and throws. */
export async function runGuards(names: readonly string[], context: GuardContext): Promise<void> {
  for (const name of names) {
    const guard = GUARDS[name];
    if (!guard) throw new Error(`Route guard "${name}" does not exist`);
    await guard(context);
  }
}
