"use client";

import { type ComponentType, lazy, Suspense, useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * A component whose code loads the first time it renders in the browser, never on the server nor with the
 * page: React's lazy() in a Suspense boundary of its own that shows nothing meanwhile.
 */
export function lazyInBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function InBrowser(props: P) {
    const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
    if (!inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return InBrowser;
}
