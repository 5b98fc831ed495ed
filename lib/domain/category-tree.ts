export interface TreeNode {
  id: number;
  parentId: number | null;
  position: number;
}

const bySiblingOrder = (a: TreeNode, b: TreeNode) => a.position - b.position || a.id - b.id;

/** The node and all its descendants, parents before children, siblings in their order. */
export function subtree<T extends TreeNode>(nodes: T[], rootId: number): T[] {
  const children = new Map<number, T[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  const root = nodes.find((node) => node.id === rootId);
  if (!root) return [];
  const result: T[] = [];
  const seen = new Set<number>();
  const visit = (node: T) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    result.push(node);
    for (const child of (children.get(node.id) ?? []).sort(bySiblingOrder)) visit(child);
  };
  visit(root);
  return result;
}

/** The ancestors of a node, top level first, without the node itself. */
export function ancestors<T extends TreeNode>(nodes: T[], id: number): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const chain: T[] = [];
  const seen = new Set([id]);
  let parent = byId.get(byId.get(id)?.parentId ?? -1);
  while (parent && !seen.has(parent.id)) {
    seen.add(parent.id);
    chain.unshift(parent);
    parent = byId.get(parent.parentId ?? -1);
  }
  return chain;
}
