/** Yandex's own domains the reviews widget is served from. */
export const YANDEX_HOSTS = new Set([
  "yandex.ru",
  "yandex.by",
  "yandex.kz",
  "yandex.uz",
  "yandex.az",
  "yandex.com",
  "yandex.com.tr",
  "yandex.com.am",
  "yandex.com.ge",
  "yandex.co.il",
  "yandex.tj",
  "yandex.tm",
  "yandex.md",
  "yandex.ee",
  "yandex.lv",
  "yandex.lt",
  "yandex.ua",
  "yandex.fr",
]);

const WIDGET_PATH = /^\/maps-reviews-widget\/(\d{1,20})\/?$/;

function yandexUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const plain = url.protocol === "https:" && url.username === "" && url.password === "" && url.port === "";
  return plain && YANDEX_HOSTS.has(url.hostname) ? url : null;
}

/** The organisation id of a widget frame address `https://yandex.<tld>/maps-reviews-widget/<digits>?comments`. */
export function widgetOrgId(src: string): string | null {
  const url = yandexUrl(src);
  if (!url || url.hash !== "" || !["", "?comments"].includes(url.search)) return null;
  return WIDGET_PATH.exec(url.pathname)?.[1] ?? null;
}

/** Whether `href` is the widget's "on the map" link: a Yandex Maps page over https. */
export function isYandexMapsLink(href: string): boolean {
  const url = yandexUrl(href);
  return url !== null && url.pathname.startsWith("/maps/");
}

/** The frame address the guest menu builds itself from a stored organisation id. */
export const reviewWidgetSrc = (orgId: string) => `https://yandex.ru/maps-reviews-widget/${orgId}?comments`;
