/** One year, subdomains included: venues' menus live on subdomains of the menu domain. */
const MAX_AGE_SECONDS = 31_536_000;

/** The Strict-Transport-Security header when the service is public over https, else null. */
export function strictTransportSecurity(protocol: "http" | "https"): string | null {
  return protocol === "https" ? `max-age=${MAX_AGE_SECONDS}; includeSubDomains` : null;
}
