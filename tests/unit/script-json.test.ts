import { describe, expect, it } from "vitest";
import { scriptJson } from "@/lib/html/script-json";

describe("scriptJson", () => {
  const hostile = { title: "</script><script>alert(1)</script>", note: "<!-- a comment", lines: "one\u2028two\u2029three", list: ["<b>", 1, null] };

  it("cannot close the script element nor open a comment in it", () => {
    const json = scriptJson(hostile);
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(json).toContain("\\u003c!--");
  });

  it("escapes the line and paragraph separators", () => {
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain("one\\u2028two\\u2029three");
  });

  it("reads back unchanged", () => {
    expect(JSON.parse(scriptJson(hostile))).toEqual(hostile);
  });
});
