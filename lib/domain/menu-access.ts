/** Guests see the menu once the store's setup period is over (subscriptions refine this later). */
export function isMenuOpen(store: { setupEndsAt: Date }, now: Date): boolean {
  return store.setupEndsAt.getTime() <= now.getTime();
}
