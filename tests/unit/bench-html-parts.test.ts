import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module of the benchmarks, without types
import { htmlParts } from "../../bench/html-parts.mjs";

const push = (chunk: string) => `<script nonce="n">self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;

describe("the admin benchmark's page breakdown", () => {
  it("splits a page into its inlined payload, the messages of every provider and the list data in it, the rows' markup and the rest", () => {
    const messages = JSON.stringify({ common: { save: "Save" }, menuAdmin: { items: { empty: "No items" } } });
    const nested = JSON.stringify({ errors: { tryAgain: "Try again. ".repeat(100) } });
    const rows = JSON.stringify(Array.from({ length: 40 }, (_, id) => ({ id, title: `Dish "${id}"`, portions: [] })));
    const list = `<ol data-testid="item-list">${"<li>row</li>".repeat(100)}</ol>`;
    const flight = [`0:["$","nav",null,{"items":[{"a":1}]}]\n`, `1:["$","$L2",null,{"locale":"en","messages":${messages}}]\n`, `4:["$","$L2",null,{"messages":${nested}}]\n`, `2:["$","$L3",null,{"items":${rows}}]\n`];
    const html = `<html><body><main>${list}</main>${flight.map(push).join("")}</body></html>`;
    const parts = htmlParts(html);
    const kb = (text: string) => Math.round((Buffer.byteLength(text) / 1024) * 10) / 10;
    expect(parts.totalKB).toBe(kb(html));
    expect(parts.flightKB).toBe(kb(flight.join("")));
    expect(parts.flightMessagesKB).toBe(kb(`"messages":${messages}"messages":${nested}`));
    expect(parts.flightListDataKB).toBe(kb(`"items":${rows}`));
    expect(parts.rowsMarkupKB).toBe(kb(list.slice(4, -"</ol>".length)));
    expect(parts.flightInHtmlKB + parts.rowsMarkupKB + parts.otherMarkupKB).toBeCloseTo(parts.totalKB, 0);
  });
});
