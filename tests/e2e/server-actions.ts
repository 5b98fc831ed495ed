import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { root } from "./helpers";

interface ManifestEntry {
  exportedName?: string;
  filename?: string;
}

/** The id Next.js gave an exported server action in this build. */
export function actionId(file: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, ManifestEntry>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name && entry.filename === file);
  if (!found) throw new Error(`no server action ${name} in ${file}`);
  return found[0];
}

/** Posts a raw server action request, as the browser does (text body, same origin unless told). */
export function postAction(request: APIRequestContext, page: string, id: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return request.post(root(page), {
    headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: root(""), ...headers },
    data: body,
    maxRedirects: 0,
  });
}

/** The action's own result from a Flight response (the line `1:{…}`). */
export async function actionResult(response: { text(): Promise<string> }): Promise<unknown> {
  const line = (await response.text()).split("\n").find((entry) => entry.startsWith("1:"));
  return line ? JSON.parse(line.slice(2)) : undefined;
}
