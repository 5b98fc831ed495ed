const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 1000;

/**
 * How long an attempt on an account waits before its password is checked, after `failures` wrong passwords
 * on it in the current window: nothing up to `burst`, then doubling to a ceiling. It slows guessing from many
 * addresses without ever refusing the right password.
 */
export function signInDelayMs(failures: number, burst: number): number {
  if (failures < burst) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - burst), MAX_DELAY_MS);
}
