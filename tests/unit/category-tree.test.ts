import { describe, expect, it } from "vitest";
import { ancestors, subtree } from "@/lib/domain/category-tree";

const nodes = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 1 },
  { id: 3, parentId: 1, position: 0 },
  { id: 4, parentId: 2, position: 0 },
  { id: 5, parentId: 3, position: 0 },
  { id: 6, parentId: null, position: 1 },
];

describe("category tree", () => {
  it("lists a subtree parents first and siblings in position order", () => {
    expect(subtree(nodes, 1).map((node) => node.id)).toEqual([1, 3, 5, 2, 4]);
    expect(subtree(nodes, 2).map((node) => node.id)).toEqual([2, 4]);
    expect(subtree(nodes, 99)).toEqual([]);
  });

  it("lists ancestors from the top level down", () => {
    expect(ancestors(nodes, 4).map((node) => node.id)).toEqual([1, 2]);
    expect(ancestors(nodes, 1)).toEqual([]);
  });

  it("stops at a cycle instead of looping", () => {
    const cyclic = [
      { id: 1, parentId: 2, position: 0 },
      { id: 2, parentId: 1, position: 0 },
    ];
    expect(subtree(cyclic, 1).map((node) => node.id)).toEqual([1, 2]);
    expect(ancestors(cyclic, 1).map((node) => node.id)).toEqual([2]);
  });
});
