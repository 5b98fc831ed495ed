import { z } from "zod";
import packageJson from "../../package.json";
import { answersOf, type Answer, type Body, requiresSession, type RouteDoc } from "./route-doc";
import { apiRoutes } from "./routes";

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

/** OpenAPI 3.1 schema objects are JSON Schema 2020-12: zod's own conversion, without the dialect marker. */
function jsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** One parameter per field of a params or query schema, required as the schema says. */
function parameters(schema: z.ZodObject | undefined, place: "path" | "query") {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: place, required: place === "path" || (required.includes(name) && !("default" in property)), ...(description ? { description } : {}), schema: rest };
  });
}

function requestBody(body: Body) {
  if ("json" in body) return { required: true, content: { "application/json": { schema: jsonSchema(body.json, "input") } } };
  const [type, schema] = "form" in body ? ["application/x-www-form-urlencoded", body.form] : ["multipart/form-data", body.multipart];
  return { required: true, content: { [type]: { schema: jsonSchema(schema, "input") } } };
}

/** A body the document does not describe field by field: JSON of any shape, text, or a file's bytes. */
const contentSchema = (type: string): JsonSchema => (type === "application/json" ? {} : type.startsWith("text/") ? { type: "string" } : { type: "string", format: "binary" });

function response(answer: Answer) {
  if ("json" in answer) return { description: answer.description, content: { "application/json": { schema: jsonSchema(answer.json, "output") } } };
  if ("content" in answer) {
    return { description: answer.description, content: Object.fromEntries(answer.content.map((type) => [type, { schema: contentSchema(type) }])) };
  }
  return { description: answer.description, headers: { Location: { description: "Where to go", schema: { type: "string" } } } };
}

function operation(route: RouteDoc) {
  const parameterList = [...parameters(route.params, "path"), ...parameters(route.query, "query")];
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, "").replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => next?.toUpperCase() ?? "")}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: requiresSession(route) ? [{ session: [] }] : [],
    ...(parameterList.length ? { parameters: parameterList } : {}),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    responses: Object.fromEntries(Object.entries(answersOf(route)).map(([status, answer]) => [status, response(answer)])),
  };
}

/** The OpenAPI 3.1 description of every /api route, built from the zod schemas the handlers parse with. */
export function openApiDocument(routes: readonly RouteDoc[] = apiRoutes) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Carta API",
      version: packageJson.version,
      description: "The HTTP API of Carta, multi-tenant digital menus. Routes marked with `session` need the signed-in user's session cookie.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "The session cookie set by signing in (prefixed __Secure- over https)" },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
