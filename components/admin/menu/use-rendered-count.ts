"use client";

import { startTransition, useEffect, useRef, useState } from "react";

/**
 * How many rows of a long list are rendered: the first `first`, then `step` more each time the returned
 * ref (an element after the list) comes within a screen of the viewport. The rows added render in a
 * transition, in slices that leave taps and keys answered.
 */
export function useRenderedCount(total: number, first: number, step: number) {
  const [count, setCount] = useState(first);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = count < total;
  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setCount((shown) => shown + step));
    }, { rootMargin: "100% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, step, count]);
  return { count: Math.min(count, total), sentinel };
}
