import { z } from "zod";
import { zId } from "./id";

/** "Check now" on the store settings page. */
export const ZCheckCustomDomain = z.object({ storeId: zId() });

/** What the store settings page shows about the store's own domain: the record to publish and how the last check went. */
export const ZCustomDomainState = z.object({
  domain: z.string().nullable(),
  enabled: z.boolean(),
  recordName: z.string().nullable(),
  recordValue: z.string(),
  status: z.enum(["pending", "verified", "failed"]),
  failure: z.enum(["no_record", "wrong_value", "dns_error", "taken"]).nullable(),
  checkedAt: z.date().nullable(),
  verifiedAt: z.date().nullable(),
  /** a verified domain whose record went missing stays routed until then */
  routedUntil: z.date().nullable(),
});

export type CustomDomainState = z.infer<typeof ZCustomDomainState>;

/** `?domain=` of the edge's certificate question (app/api/internal/tls-ask). */
export const ZTlsAskQuery = z.object({ domain: z.string().min(1).max(253) });
