import { describe, expect, it } from "vitest";
import { loggedError } from "@/lib/log";

class QueryError extends Error {
  constructor(
    message: string,
    readonly query: string,
    readonly params: unknown[],
  ) {
    super(message);
  }
}

describe("errors in the log", () => {
  it("leave a failed query's bound values out and cut its statement and message to 2,000 characters", () => {
    const statement = `insert into item_translations values ${Array.from({ length: 1000 }, (_, row) => `($${row * 2 + 1}, $${row * 2 + 2})`).join(", ")}`;
    const logged = loggedError(new QueryError(`Failed query: ${statement}`, statement, ["Цезарь с курицей", 42])) as Record<string, unknown>;
    expect(logged).not.toHaveProperty("params");
    expect(JSON.stringify(logged)).not.toContain("Цезарь");
    expect((logged.message as string).length).toBe(2001);
    expect((logged.query as string).startsWith("insert into item_translations values ($1, $2)")).toBe(true);
    expect((logged.query as string).length).toBe(2001);
    expect(logged.stack).toEqual(expect.stringMatching(/^Error: Failed query: insert into item_translations[^\n]{1950,2000}…\n\s+at /));
    expect(JSON.stringify(logged).length).toBeLessThan(8000);
  });

  it("keep a short error whole and pass anything that is not an error as it is", () => {
    expect(loggedError(new Error("Connection refused"))).toMatchObject({ type: "Error", message: "Connection refused" });
    expect(loggedError("plain text")).toBe("plain text");
  });
});
