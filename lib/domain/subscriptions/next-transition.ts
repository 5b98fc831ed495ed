import type { StoreClock, SubscriptionRow } from "./subscription-row";
import { activeRow, isQueued } from "./subscription-row";

/**
 * When a settled timeline changes next by the dates alone (the running step ends, a queued one starts,
 * the setup period ends): what a guest sees may change then, so nothing shown may be kept past it.
 * Null when only a payment or an owner's action can change it.
 */
export function nextTransitionAt(rows: readonly SubscriptionRow[], clock: StoreClock): Date | null {
  const after = (date: Date | null | undefined) => (date && date.getTime() > clock.now.getTime() ? date.getTime() : Infinity);
  const candidates = [after(activeRow(rows)?.endsAt), ...rows.filter(isQueued).map((row) => after(row.startsAt))];
  if (rows.length === 0) candidates.push(after(clock.setupEndsAt));
  const earliest = Math.min(...candidates);
  return Number.isFinite(earliest) ? new Date(earliest) : null;
}
