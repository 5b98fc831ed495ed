import { z } from "zod";

/**
 * The rules of OpenAPI 3.1 (https://spec.openapis.org/oas/v3.1.0) that a document built by
 * lib/openapi/document.ts can break: required fields, where parameters live, status codes and media types.
 */
const ZSchemaObject = z.record(z.string(), z.unknown());
const ZMediaType = z.strictObject({ schema: ZSchemaObject });
const ZContent = z.record(z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/), ZMediaType);
const ZParameter = z.strictObject({
  name: z.string().min(1),
  in: z.enum(["path", "query", "header", "cookie"]),
  required: z.boolean(),
  description: z.string().optional(),
  schema: ZSchemaObject,
});
const ZResponse = z.strictObject({
  description: z.string().min(1),
  content: ZContent.optional(),
  headers: z.record(z.string(), z.strictObject({ description: z.string().optional(), schema: ZSchemaObject })).optional(),
});
const ZOperation = z.strictObject({
  operationId: z.string().regex(/^[A-Za-z0-9_]+$/),
  summary: z.string().min(1),
  description: z.string().optional(),
  tags: z.array(z.string()).min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z.array(ZParameter).optional(),
  requestBody: z.strictObject({ required: z.boolean(), content: ZContent }).optional(),
  responses: z.record(z.string().regex(/^[1-5][0-9]{2}$/), ZResponse).refine((responses) => Object.keys(responses).length > 0, "no responses"),
});

export const ZOpenApi31 = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.strictObject({ title: z.string().min(1), version: z.string().min(1), description: z.string().optional() }),
  jsonSchemaDialect: z.url().optional(),
  tags: z.array(z.strictObject({ name: z.string() })),
  paths: z.record(z.string().regex(/^\//), z.partialRecord(z.enum(["get", "put", "post", "delete", "options", "head", "patch", "trace"]), ZOperation)),
  components: z.strictObject({
    securitySchemes: z.record(
      z.string(),
      z.strictObject({ type: z.literal("apiKey"), in: z.enum(["query", "header", "cookie"]), name: z.string(), description: z.string().optional() }),
    ),
  }),
});

export type OpenApi31 = z.infer<typeof ZOpenApi31>;
