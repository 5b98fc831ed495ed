import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "@/lib/i18n/locales";

/** The language select the server rendered: the same page under another locale prefix, remembered in the cookie. */
export function bindLocaleSwitch(root: ParentNode) {
  const select = root.querySelector<HTMLSelectElement>("[data-testid=locale-switch]");
  select?.addEventListener("change", () => {
    const locale = select.value;
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    const rest = location.pathname.replace(/^\/[^/]+/, "");
    // A page of its own, not a route of a client router: the guest pages have none.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    location.assign(`/${locale}${rest}${location.search}${location.hash}`);
  });
}
