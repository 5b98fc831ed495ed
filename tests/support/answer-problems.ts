import { isDeepStrictEqual } from "node:util";
import { answersOf, type RouteDoc } from "@/lib/openapi/route-doc";

/**
 * How a real answer of a route departs from the OpenAPI document, in words (none when it matches): its
 * status is documented, a JSON body matches the documented schema exactly (no field the schema leaves
 * out), a file has a documented content type (or is empty where the document allows), a redirect has a
 * Location. Also gives the JSON body, if any.
 */
export async function answerProblems(route: RouteDoc, response: Response): Promise<{ problems: string[]; body?: unknown }> {
  const label = `${route.method} ${route.path} ${response.status}`;
  const answer = answersOf(route)[response.status];
  if (!answer) return { problems: [`${label} is not documented`] };
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? null;
  const text = await response.clone().text();
  if ("json" in answer) {
    if (mediaType !== "application/json") return { problems: [`${label}: ${mediaType} instead of application/json`] };
    const body: unknown = JSON.parse(text);
    const parsed = answer.json.safeParse(body);
    if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${label}: ${issue.path.join(".")} ${issue.message} in ${text}`), body };
    return { problems: isDeepStrictEqual(parsed.data, body) ? [] : [`${label}: fields the document leaves out in ${text}`], body };
  }
  if ("content" in answer) {
    if (text === "" && answer.orEmpty) return { problems: [] };
    return { problems: mediaType !== null && answer.content.includes(mediaType) ? [] : [`${label}: ${mediaType} is not one of ${answer.content.join(", ")}`] };
  }
  return { problems: response.headers.get("location") ? [] : [`${label}: a redirect without Location`] };
}
