"use client";

import { useTheme } from "next-themes";
import { Toaster } from "sonner";
import { TOASTS } from "@/lib/constants";

/** sonner's Toaster with the app's placement and timing; loaded with the page's first toast (./toaster.tsx). */
export function SonnerToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      position={TOASTS.position}
      duration={TOASTS.durationMs}
      visibleToasts={TOASTS.visible}
      gap={TOASTS.gapPx}
      offset={TOASTS.offsetPx}
      style={{ "--width": `${TOASTS.widthPx}px` } as React.CSSProperties}
    />
  );
}
