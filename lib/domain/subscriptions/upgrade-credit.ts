import { formatDecimal, parseDecimal } from "../decimal";
import { localDaysBetween, localMidnight } from "./local-calendar";

/** A paid period the owner leaves early: what its invoice charged and the dates it covered. */
export interface PaidPeriod {
  invoiceNumber: string;
  planKey: string;
  total: string;
  startsAt: Date;
  endsAt: Date;
}

export interface UpgradeCredit {
  /** money returned against the new plan, in cents precision */
  amount: string;
  invoiceNumber: string;
  planKey: string;
  /** the unused days, from the day of the switch to the end of the paid period */
  from: Date;
  to: Date;
  unusedDays: number;
  totalDays: number;
}

const toCents = (text: string): bigint => {
  const value = parseDecimal(text);
  return value.scale <= 2 ? value.units * 10n ** BigInt(2 - value.scale) : value.units / 10n ** BigInt(value.scale - 2);
};

/**
 * The unused part of a paid period when another plan replaces it at `at`: the days from that day's local
 * midnight to the end of the period, pro rata by day, rounded down to a cent. Null when nothing is unused.
 */
export function upgradeCredit(paid: PaidPeriod, at: Date, timeZone: string): UpgradeCredit | null {
  const switchDay = localMidnight(at, timeZone);
  const from = switchDay.getTime() > paid.startsAt.getTime() ? switchDay : paid.startsAt;
  const totalDays = localDaysBetween(paid.startsAt, paid.endsAt, timeZone);
  const unusedDays = Math.min(totalDays, localDaysBetween(from, paid.endsAt, timeZone));
  if (totalDays <= 0 || unusedDays <= 0) return null;
  const cents = (toCents(paid.total) * BigInt(unusedDays)) / BigInt(totalDays);
  if (cents <= 0n) return null;
  return {
    amount: formatDecimal({ units: cents, scale: 2 }),
    invoiceNumber: paid.invoiceNumber,
    planKey: paid.planKey,
    from,
    to: paid.endsAt,
    unusedDays,
    totalDays,
  };
}
