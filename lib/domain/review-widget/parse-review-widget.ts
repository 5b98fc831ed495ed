import type { ReviewWidget } from "../../db/schema/stores";
import { type HtmlToken, htmlTokens } from "./html-tokens";
import { isYandexMapsLink, widgetOrgId } from "./yandex-urls";

type Open = Extract<HtmlToken, { kind: "open" }>;

const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  div: new Set(["style", "class"]),
  iframe: new Set(["style", "src", "class", "width", "height", "frameborder", "title", "allowfullscreen"]),
  a: new Set(["href", "target", "style", "class", "rel"]),
};

const isBlank = (token: HtmlToken) => token.kind === "text" && token.text.trim() === "";
const attributesAllowed = (tag: Open) => [...tag.attributes.keys()].every((name) => ALLOWED_ATTRIBUTES[tag.name]?.has(name));

/** Takes `<name …>` from the front of the token list when it is one of the widget's tags. */
function takeOpen(tokens: HtmlToken[], name: string): Open | null {
  const token = tokens[0];
  if (token?.kind !== "open" || token.name !== name || !attributesAllowed(token)) return null;
  tokens.shift();
  return token;
}

function takeClose(tokens: HtmlToken[], name: string): boolean {
  const token = tokens[0];
  if (token?.kind !== "close" || token.name !== name) return false;
  tokens.shift();
  return true;
}

/** `<a href="https://yandex.…/maps/…">plain text</a>`, the widget's caption link. */
function takeMapLink(tokens: HtmlToken[]): boolean {
  const link = takeOpen(tokens, "a");
  if (!link || !isYandexMapsLink(link.attributes.get("href") ?? "")) return false;
  while (tokens[0]?.kind === "text") tokens.shift();
  return takeClose(tokens, "a");
}

/**
 * Reads pasted review widget code. Only the documented Yandex Maps widget is accepted: an optional
 * `<div>` around the widget `<iframe>` and its optional caption link, with no other tags, no event
 * handlers and no other hosts. Returns the normalised widget, or null for anything else.
 */
export function parseReviewWidget(code: string): ReviewWidget | null {
  const tokens = htmlTokens(code.trim())?.filter((token) => !isBlank(token));
  if (!tokens) return null;
  const wrapped = takeOpen(tokens, "div") !== null;
  const frame = takeOpen(tokens, "iframe");
  const orgId = frame ? widgetOrgId(frame.attributes.get("src") ?? "") : null;
  if (!orgId || !takeClose(tokens, "iframe")) return null;
  if (tokens[0]?.kind === "open" && !takeMapLink(tokens)) return null;
  if (wrapped && !takeClose(tokens, "div")) return null;
  return tokens.length === 0 ? { provider: "yandex", orgId } : null;
}
