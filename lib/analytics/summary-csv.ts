import type { AnalyticsSummary } from "../schemas/analytics";

/** A cell as spreadsheets read it safely: quoted when needed, and a guest's search never taken for a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The summary as one CSV table (section, key, label, count, previous): opens per day with the previous
 * period's same day, then opens per weekday and hour, tables, languages, devices, dishes, searches without
 * result, filters, promotions and the other actions. Keys are the stored ones, labels what the dashboard shows.
 */
export function summaryCsv(summary: AnalyticsSummary): string {
  const rows: (string | number)[][] = [["section", "key", "label", "count", "previous"]];
  for (const day of summary.days) rows.push(["day", day.day, day.day, day.opens, day.previous]);
  summary.weekHours.forEach((hours, weekday) => hours.forEach((count, hour) => count > 0 && rows.push(["weekday_hour", `${weekday + 1}-${hour}`, `${weekday + 1} ${hour}:00`, count, ""])));
  const lists = { table: summary.tables, locale: summary.locales, device: summary.devices, product: summary.products, search: summary.searches, filter: summary.filters, promotion: summary.promotions };
  for (const [section, list] of Object.entries(lists)) for (const entry of list) rows.push([section, entry.key, entry.label, entry.count, ""]);
  for (const [action, count] of Object.entries(summary.actions)) rows.push(["action", action, action, count, ""]);
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
