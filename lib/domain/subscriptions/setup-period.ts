import { SETUP_PERIOD_DAYS } from "../../constants";
import { addLocalDays } from "./local-calendar";

/**
 * When a venue created at `createdAt` leaves its setup period: the local midnight after the setup days,
 * so that the trial, which starts at that instant, never overlaps it.
 */
export function setupPeriodEnd(createdAt: Date, timeZone: string): Date {
  return addLocalDays(createdAt, SETUP_PERIOD_DAYS, timeZone);
}
