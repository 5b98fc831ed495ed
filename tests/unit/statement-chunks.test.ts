import { describe, expect, it } from "vitest";
import { statementChunks } from "@/lib/db/statement-chunks";

describe("rows split into statements", () => {
  it("keeps every row once, in order, at most a thousand a statement", () => {
    const rows = Array.from({ length: 2500 }, (_, index) => index);
    const chunks = statementChunks(rows);
    expect(chunks.map((chunk) => chunk.length)).toEqual([1000, 1000, 500]);
    expect(chunks.flat()).toEqual(rows);
  });

  it("makes no statement for no rows", () => {
    expect(statementChunks([])).toEqual([]);
  });
});
