/** Crawlers, link previews, monitors and headless tools by their user agent. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|monitor|lighthouse|curl|wget|python|java\/|go-http|httpclient|okhttp/i;

/**
 * Whether a guest's request must not be counted: Do Not Track or Global Privacy Control is on, the
 * browser only prefetches, or a robot asks.
 */
export function uncountedRequest(headers: Pick<Headers, "get">): boolean {
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return true;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return true;
  const agent = headers.get("user-agent") ?? "";
  return agent === "" || BOT.test(agent);
}
