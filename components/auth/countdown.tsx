"use client";

import { useEffect, useRef, useState } from "react";

interface Props {
  seconds: number;
  href: string;
  text: (seconds: number) => string;
  actionLabel: string;
}

/** A success message that counts down, then opens `href`; the link opens it at once. */
export function Countdown({ seconds, href, text, actionLabel }: Props) {
  const [left, setLeft] = useState(seconds);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.focus();
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        window.location.assign(href);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, href]);
  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        data-testid="countdown"
        className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
      >
        <span aria-hidden="true">{text(left)}</span>
        <span className="sr-only">{text(seconds)}</span>
      </p>
      <a
        ref={link}
        href={href}
        className="rounded-lg bg-brand-600 px-4 py-2 text-center font-medium text-white hover:bg-brand-700"
      >
        {actionLabel}
      </a>
    </div>
  );
}
