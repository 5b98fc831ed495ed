/**
 * True when a request that changes something (any method but GET and HEAD) names an Origin other than the
 * site it was sent to, scheme included: the public protocol from configuration and the Host it reached.
 * A request without Origin (an old browser's plain form) passes, as with Next's own check.
 */
export function foreignOrigin(method: string, origin: string | null, host: string | null, protocol: "http" | "https"): boolean {
  if (method === "GET" || method === "HEAD" || origin === null) return false;
  return host === null || origin.toLowerCase() !== `${protocol}://${host.toLowerCase()}`;
}
