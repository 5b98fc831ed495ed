import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "@/components/charts/bar-chart";
import { HeatMap } from "@/components/charts/heat-map";
import { LineChart } from "@/components/charts/line-chart";


function titles(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1] ?? "");
}

function cells(html: string): string[] {
  return [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1] ?? "");
}

describe("bar chart", () => {
  const html = renderToStaticMarkup(
    createElement(BarChart, {
      summary: "Revenue per month",
      categories: ["January", "February"],
      series: [
        { name: "2025", values: [50, 100] },
        { name: "2026", values: [25, 0] },
      ],
      categoryHeader: "Month",
      tableLabel: "Revenue as a table",
      formatValue: (value: number) => `${value} €`,
    }),
  );

  it("is one image for assistive technology, summarised by its label", () => {
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Revenue per month"');
  });

  it("names every bar with its category, series and value", () => {
    expect(titles(html)).toEqual(["January, 2025: 50 €", "January, 2026: 25 €", "February, 2025: 100 €", "February, 2026: 0 €"]);
  });

  it("draws bars in proportion to their values", () => {
    const widths = [...html.matchAll(/<rect[^>]*width="([\d.]+)%"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(4);
    expect(widths[0]! * 2).toBeCloseTo(widths[2]!);
    expect(widths[1]! * 2).toBeCloseTo(widths[0]!);
    expect(widths[3]).toBe(0);
  });

  it("gives the same numbers as a table", () => {
    expect(html).toContain("<summary");
    expect(html).toMatch(/<th scope="col"[^>]*>Month<\/th>/);
    expect(cells(html)).toEqual(["50 €", "25 €", "100 €", "0 €"]);
  });
});

describe("line chart", () => {
  const html = renderToStaticMarkup(
    createElement(LineChart, {
      summary: "Menu opens per day",
      categories: ["1 Nov", "2 Nov", "3 Nov"],
      series: [
        { name: "This period", values: [1, 4, 2] },
        { name: "Previous period", values: [0, 2, 2] },
      ],
      categoryHeader: "Day",
      tableLabel: "Opens as a table",
    }),
  );

  it("draws one path per series and an area under the first", () => {
    const paths = [...html.matchAll(/<path d="([^"]*)"/g)].map((match) => match[1]);
    expect(paths).toHaveLength(3);
    expect(paths[1]).toBe("M0,75L1,0L2,50");
    expect(paths[2]).toBe("M0,100L1,50L2,50");
  });

  it("names each day with the value of every series", () => {
    expect(titles(html)).toEqual(["1 Nov\nThis period: 1\nPrevious period: 0", "2 Nov\nThis period: 4\nPrevious period: 2", "3 Nov\nThis period: 2\nPrevious period: 2"]);
    expect(html).toContain('aria-label="Menu opens per day"');
    expect(cells(html)).toEqual(["1", "0", "4", "2", "2", "2"]);
  });
});

describe("heat map", () => {
  const html = renderToStaticMarkup(
    createElement(HeatMap, {
      summary: "Opens by weekday and hour",
      rows: ["Mon", "Tue"],
      columns: ["0", "1", "2"],
      values: [
        [0, 2, 4],
        [1, 0, 0],
      ],
      columnHeader: "Hour",
      tableLabel: "Opens by hour as a table",
    }),
  );

  it("has one named cell per row and column, darker for larger values", () => {
    expect(titles(html)).toEqual(["Mon 0: 0", "Mon 1: 2", "Mon 2: 4", "Tue 0: 1", "Tue 1: 0", "Tue 2: 0"]);
    const opacities = [...html.matchAll(/fill-opacity="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(opacities[2]).toBe(1);
    expect(opacities[1]).toBeLessThan(opacities[2]!);
    expect(opacities[3]).toBeLessThan(opacities[1]!);
  });

  it("lists the hours as table rows and the days as columns", () => {
    expect(html).toMatch(/<th scope="col"[^>]*>Hour<\/th><th scope="col"[^>]*>Mon<\/th><th scope="col"[^>]*>Tue<\/th>/);
    expect(cells(html)).toEqual(["0", "1", "2", "0", "4", "0"]);
    expect(html).toContain('aria-label="Opens by weekday and hour"');
  });
});
