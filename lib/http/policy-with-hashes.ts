import { inlineScriptHashes } from "./inline-script-hashes";

/**
 * A page's Content-Security-Policy for a copy kept and sent to many visitors: its per-request nonce would be
 * the same for all of them, so the hashes of the page's inline scripts take its place.
 */
export function policyWithHashes(policy: string, html: string): string {
  if (!policy.includes("'nonce-")) return policy;
  return policy.replace(/\s*'nonce-[^']*'/g, "").replace(/script-src 'self'/, `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim());
}
