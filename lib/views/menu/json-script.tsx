/** @jsxImportSource preact */
import { serializeJsonLd, type JsonObject } from "@/lib/domain/menu-json-ld";
import { TrustedHtml } from "@/lib/html/trusted-html";

/** Data for scripts (JSON-LD, the islands' texts) in a script element, serialised so that no text can close it. */
export function JsonScript({ type, id, data }: { type: "application/json" | "application/ld+json"; id?: string; data: object }) {
  return <TrustedHtml tag="script" type={type} id={id} html={serializeJsonLd(data as JsonObject)} />;
}
