import type { JSX } from "preact";
import { renderHtml } from "@/lib/html/render-html";

/**
 * The guest menu's components (lib/views/menu, Preact) inside a React screen: rendered to HTML by the
 * same renderer as the guest pages, so React screens show exactly what guests see.
 */
export function GuestView({ children, className = "contents" }: { children: JSX.Element; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: renderHtml(children) }} />;
}
