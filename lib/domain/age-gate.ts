import type { KeyValueStorage } from "./key-value-storage";

export const AGE_THRESHOLD = 18;
export const AGE_CONFIRMED_KEY = `age_confirmed_${AGE_THRESHOLD}`;

export function isAgeConfirmed(storage: KeyValueStorage): boolean {
  return storage.get(AGE_CONFIRMED_KEY) === "yes";
}

export function confirmAge(storage: KeyValueStorage): void {
  storage.set(AGE_CONFIRMED_KEY, "yes");
}

/** Runs before the menu is painted: marks that scripts run, and locks 18+ content unless this visit already said yes. */
export function ageGateBootScript(): string {
  const key = JSON.stringify(AGE_CONFIRMED_KEY);
  return (
    `(function(d){d.dataset.menuJs="";var s;try{s=sessionStorage.getItem(${key})}catch(e){}` +
    `if(s!=="yes")d.dataset.ageGate="locked"})(document.documentElement)`
  );
}

/**
 * The viewport band where 18+ content counts as reached (an IntersectionObserver root margin): from
 * under the menu's sticky bar, which hides what scrolls beneath it, down to the middle of the screen.
 */
export function ageGateWatchMargin(stickyBarHeight: number, viewportHeight: number): string {
  const top = Math.max(0, Math.ceil(stickyBarHeight));
  const bottom = Math.max(0, Math.min(Math.floor(viewportHeight / 2), viewportHeight - top - 1));
  return `-${top}px 0px -${bottom}px 0px`;
}
