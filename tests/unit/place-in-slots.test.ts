import { describe, expect, it } from "vitest";
import { placeInSlots } from "@/components/admin/menu/place-in-slots";

describe("reordering the shown part of a long list", () => {
  it("moves the first rows rendered of a longer list and keeps the rest in place", () => {
    expect(placeInSlots([1, 2, 3, 4, 5, 6], [3, 1, 2])).toEqual([3, 1, 2, 4, 5, 6]);
  });

  it("moves the rows a name filter shows among the places they held", () => {
    expect(placeInSlots([1, 2, 3, 4, 5, 6], [6, 2, 4])).toEqual([1, 6, 3, 2, 5, 4]);
  });

  it("leaves the order as it was when the shown rows keep theirs", () => {
    expect(placeInSlots([5, 4, 3], [5, 3])).toEqual([5, 4, 3]);
  });
});
