import { expect } from "vitest";
import type { HttpMethod } from "@/lib/openapi/route-doc";
import { apiRoutes } from "@/lib/openapi/routes";
import { answerProblems } from "./answer-problems";

/** Checks a real answer of a route handler against the OpenAPI document (see answerProblems). Returns the JSON body, if any. */
export async function expectDocumented(method: HttpMethod, path: string, response: Response): Promise<unknown> {
  const route = apiRoutes.find((candidate) => candidate.method === method && candidate.path === path);
  expect(route, `${method} ${path} is documented`).toBeDefined();
  const { problems, body } = await answerProblems(route!, response);
  expect(problems).toEqual([]);
  return body;
}
