/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";

/**
 * A mount point of the guest islands script (components/menu/islands): `name` picks the island, `props` go
 * as JSON; `children` is what shows before (and without) the script, and is what the island renders over.
 */
export function Island({ name, props, class: className, tag: Tag = "div", children }: { name: string; props?: object; class?: string; tag?: "div" | "span"; children?: ComponentChildren }) {
  return (
    <Tag data-island={name} data-props={props ? JSON.stringify(props) : undefined} class={className}>
      {children}
    </Tag>
  );
}
