"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";
import { TOASTS } from "@/lib/constants";

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
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
