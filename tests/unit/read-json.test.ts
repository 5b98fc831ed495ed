import { describe, expect, it } from "vitest";
import { z } from "zod";
import { JSON_BODY_LIMIT, readJson } from "@/lib/server/auth/read-json";

const schema = z.object({ ids: z.array(z.number().int()) });
const post = (body: BodyInit, contentType = "application/json") =>
  new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": contentType }, duplex: "half" } as RequestInit);

/** A body of `bytes` spaces that streams in 64 KB pieces, counting what was pulled from it. */
function streamed(bytes: number) {
  const counter = { pulled: 0 };
  const piece = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= bytes) return controller.close();
      counter.pulled += piece.length;
      controller.enqueue(piece);
    },
  });
  return { stream, counter };
}

describe("readJson", () => {
  it("reads a JSON body of the schema", async () => {
    expect(await readJson(post('{"ids":[1,2]}', "application/json; charset=utf-8"), schema)).toEqual({ ok: true, data: { ids: [1, 2] } });
  });

  it("refuses another content type with 415, a broken or foreign body with 400 and the route's message", async () => {
    const refused = async (request: Request, message?: string) => {
      const result = await readJson(request, schema, message);
      if (result.ok) throw new Error("read");
      return { status: result.response.status, body: await result.response.json() };
    };
    expect(await refused(post('{"ids":[1]}', "text/plain"))).toEqual({ status: 415, body: { error: "Unsupported media type" } });
    expect(await refused(post('{"ids":[1]}', "application/x-www-form-urlencoded"))).toEqual({ status: 415, body: { error: "Unsupported media type" } });
    expect(await refused(post('{"ids":'))).toEqual({ status: 400, body: { error: "Bad request" } });
    expect(await refused(post('{"ids":["x"]}'), "Value is incorrect")).toEqual({ status: 400, body: { error: "Value is incorrect" } });
    expect(await refused(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toEqual({ status: 400, body: { error: "Bad request" } });
  });

  it("refuses a body past the limit with 413 while it streams, without reading all of it", async () => {
    const { stream, counter } = streamed(200 * 1024 * 1024);
    const result = await readJson(post(stream), schema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
    expect(counter.pulled).toBeLessThan(16 * JSON_BODY_LIMIT);
  });
});
