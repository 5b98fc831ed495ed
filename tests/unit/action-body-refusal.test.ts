import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT, actionBodyRefusal } from "@/lib/http/action-body-refusal";

const TEXT = "text/plain;charset=UTF-8";

describe("server action bodies", () => {
  it("lets a JSON array in a text body through, as the browser sends a form's values", () => {
    expect(actionBodyRefusal(TEXT, JSON.stringify([{ email: "a@b.co" }]))).toBeNull();
    expect(actionBodyRefusal(TEXT, '["x", 1, null, {"a": "[not nested]"}]')).toBeNull();
  });

  it("refuses what Next.js would fail on with 500: no body, broken JSON, not an array, another type, deep nesting", () => {
    expect(actionBodyRefusal(TEXT, "")).toBe(400);
    expect(actionBodyRefusal(TEXT, '[{"email":')).toBe(400);
    expect(actionBodyRefusal(TEXT, '{"email":"a@b.co"}')).toBe(400);
    expect(actionBodyRefusal("multipart/form-data; boundary=x", "garbage")).toBe(400);
    expect(actionBodyRefusal(null, "[]")).toBe(400);
    expect(actionBodyRefusal(TEXT, "[".repeat(33) + "]".repeat(33))).toBe(400);
    expect(actionBodyRefusal(TEXT, "[".repeat(32) + "]".repeat(32))).toBeNull();
  });

  it("refuses a body past the server actions' limit as too large", () => {
    expect(actionBodyRefusal(TEXT, " ".repeat(ACTION_BODY_LIMIT + 1))).toBe(413);
    expect(actionBodyRefusal(TEXT, `[${" ".repeat(ACTION_BODY_LIMIT - 2)}]`)).toBeNull();
  });
});
