import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/document";
import { apiRoutes } from "@/lib/openapi/routes";
import { ZMenuExportQuery } from "@/lib/schemas/menu-export";
import { apiRouteHandlers } from "../support/route-files";
import { ZOpenApi31 } from "../support/openapi-structure";

const document = ZOpenApi31.parse(JSON.parse(JSON.stringify(openApiDocument())));
const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation! })));

describe("the OpenAPI document", () => {
  it("finds the route handlers it checks", () => {
    expect(apiRouteHandlers().length).toBeGreaterThan(20);
  });

  it("describes every exported method of every route handler under app/api", () => {
    const described = new Set(operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    const missing = apiRouteHandlers().filter(({ path, method }) => !described.has(`${method} ${path}`)).map(({ file, method }) => `${file}: ${method}`);
    expect(missing).toEqual([]);
  });

  it("describes no route that does not exist", () => {
    const handlers = new Set(apiRouteHandlers().map(({ path, method }) => `${method} ${path}`));
    expect(operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`).filter((route) => !handlers.has(route))).toEqual([]);
  });

  it("names the wrapper each handler is really built with", () => {
    const wrappers = new Map(apiRouteHandlers().map(({ path, method, wrapper }) => [`${method} ${path}`, wrapper ?? "nextAuth"]));
    const wrong = apiRoutes.filter((route) => wrappers.get(`${route.method} ${route.path}`) !== route.wrapper).map((route) => `${route.method} ${route.path}`);
    expect(wrong).toEqual([]);
  });

  it("is OpenAPI 3.1: unique operation ids, a path parameter for each template variable and none else, known tags and security schemes", () => {
    expect(document.openapi).toBe("3.1.0");
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    for (const { path, operation } of operations) {
      const variables = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(pathParameters.map((parameter) => parameter.name).sort(), path).toEqual(variables);
      expect(pathParameters.every((parameter) => parameter.required)).toBe(true);
      const names = (operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
      expect(new Set(names).size, path).toBe(names.length);
      expect(operation.tags.every((tag) => tags.has(tag))).toBe(true);
      expect(operation.security.flatMap(Object.keys).every((scheme) => schemes.has(scheme))).toBe(true);
    }
  });

  it("asks for the session on signed-in routes and documents their 401", () => {
    const me = document.paths["/api/me"]!.get!;
    expect(me.security).toEqual([{ session: [] }]);
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(["200", "401", "500"]));
    expect(document.paths["/api/health"]!.get!.security).toEqual([]);
  });

  it("takes parameters and bodies from the handlers' zod schemas", () => {
    const exportMenu = document.paths["/api/exports/menu"]!.get!;
    expect(exportMenu.parameters).toContainEqual({ name: "format", in: "query", required: true, schema: { type: "string", enum: ["pdf", "xlsx"] } });
    expect(exportMenu.parameters).toContainEqual(expect.objectContaining({ name: "paper", required: false }));
    const statuses = document.paths["/api/translations/statuses"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(statuses).toMatchObject({ type: "object", required: ["ids", "type"] });
    expect(JSON.stringify(document)).not.toContain("$schema");
  });

  it("documents the menu export's sections as a list of the menu's sections, not any text", () => {
    const sections = document.paths["/api/exports/menu"]!.get!.parameters!.find((parameter) => parameter.name === "sections")!;
    const pattern = new RegExp((sections.schema as { pattern: string }).pattern);
    for (const good of ["kitchen", "drinks,hookah", "kitchen,drinks,hookah,games"]) expect(pattern.test(good), good).toBe(true);
    for (const bad of ["", "bar", "kitchen,", ",kitchen", "kitchen,,drinks", "kitchen drinks", "kitchen\u0000"]) expect(pattern.test(bad), bad).toBe(false);
    for (const value of ["kitchen,drinks", "kitchen,bar"]) expect(ZMenuExportQuery.safeParse({ storeId: "1", format: "pdf", locale: "en", sections: value }).success).toBe(pattern.test(value));
  });

  it("documents a large import's 202 and the status of its job, with the rows done of the total", () => {
    const upload = document.paths["/api/imports/menu"]!.post!;
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["200", "202", "400", "401", "404", "413"]));
    expect(upload.responses["202"]!.content!["application/json"]!.schema).toMatchObject({ required: ["jobId", "statusUrl", "total"] });
    const status = document.paths["/api/imports/menu/jobs/{id}"]!.get!;
    expect(status.security).toEqual([{ session: [] }]);
    expect(Object.keys(status.responses)).toEqual(expect.arrayContaining(["200", "401", "404"]));
    const schema = status.responses["200"]!.content!["application/json"]!.schema as { properties: Record<string, { properties?: object; enum?: string[] }> };
    expect(schema.properties.state!.enum).toEqual(["queued", "running", "done", "failed"]);
    expect(Object.keys(schema.properties.progress!.properties!)).toEqual(["done", "total"]);
  });
});
