import "server-only";
import type { CategoryRow } from "../shared/category-chain";

/** The menu section a category belongs to: the section of the super-category at the top of its chain. */
export function sectionOfChain(chain: CategoryRow[]): string | null {
  const top = chain[chain.length - 1];
  return top?.level === "super" && top.parentId === null ? top.section : null;
}
