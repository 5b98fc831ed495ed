import { expect } from "vitest";
import { answersOf, type HttpMethod } from "@/lib/openapi/route-doc";
import { apiRoutes } from "@/lib/openapi/routes";

/**
 * Checks a real answer of a route handler against the OpenAPI document: its status is documented, and a
 * JSON body matches the documented schema exactly (no field the schema leaves out), a file has a documented
 * content type, a redirect has a Location. Returns the JSON body, if any.
 */
export async function expectDocumented(method: HttpMethod, path: string, response: Response): Promise<unknown> {
  const route = apiRoutes.find((candidate) => candidate.method === method && candidate.path === path);
  expect(route, `${method} ${path} is documented`).toBeDefined();
  const answer = answersOf(route!)[response.status];
  expect(answer, `${method} ${path} documents ${response.status}`).toBeDefined();
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? null;
  if ("json" in answer!) {
    expect(mediaType).toBe("application/json");
    const body: unknown = await response.clone().json();
    const parsed = answer.json.safeParse(body);
    expect(parsed.error?.issues ?? [], `${method} ${path} ${response.status}: ${JSON.stringify(body)}`).toEqual([]);
    expect(parsed.data).toEqual(body);
    return body;
  }
  if ("content" in answer!) {
    expect(answer.content).toContain(mediaType);
    return undefined;
  }
  expect(response.headers.get("location")).toBeTruthy();
  return undefined;
}
