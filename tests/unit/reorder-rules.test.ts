import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkReorder } from "@/lib/domain/reorder-rules";

const siblings = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 60 })
  .map((ids) => ids.map((id, position) => ({ id, position })));

describe("reorder rules", () => {
  it("accepts any permutation and moves rows to their index in the new order", () => {
    fc.assert(
      fc.property(
        siblings.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows.map((row) => row.id), { minLength: rows.length }))),
        ([rows, order]) => {
          const result = checkReorder(rows, order);
          const identity = order.every((id, index) => id === rows[index]!.id);
          if (identity) {
            expect(result).toEqual({ ok: false, key: "sortNoChanges" });
            return;
          }
          if (!result.ok) throw new Error(result.key);
          const after = new Map(rows.map((row) => [row.id, row.position]));
          for (const move of result.moves) after.set(move.id, move.position);
          expect(order.map((id) => after.get(id))).toEqual(order.map((_, index) => index));
          expect(result.moves.every((move) => rows.find((row) => row.id === move.id)!.position !== move.position)).toBe(true);
        },
      ),
    );
  });

  it("refuses lists that add, drop or repeat an id", () => {
    fc.assert(
      fc.property(siblings, fc.integer({ min: 10_001, max: 20_000 }), (rows, stranger) => {
        const ids = rows.map((row) => row.id);
        expect(checkReorder(rows, [...ids, stranger])).toEqual({ ok: false, key: "invalidValue" });
        expect(checkReorder(rows, [...ids.slice(1), stranger])).toEqual({ ok: false, key: "invalidValue" });
        expect(checkReorder(rows, [...ids.slice(1), ids[0]!, ids[0]!])).toEqual({ ok: false, key: "invalidValue" });
        if (ids.length > 1) expect(checkReorder(rows, ids.slice(1))).toEqual({ ok: false, key: "invalidValue" });
      }),
    );
  });

  it("has nothing to sort without siblings", () => {
    expect(checkReorder([], [])).toEqual({ ok: false, key: "sortNoCategories" });
    expect(checkReorder([], [1])).toEqual({ ok: false, key: "sortNoCategories" });
  });
});
