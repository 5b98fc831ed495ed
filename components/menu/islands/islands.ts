import type { ComponentType } from "react";
import { AgeGate } from "@/components/menu/age-gate";
import { CartIsland } from "@/components/menu/cart-island";
import { CopyButton } from "@/components/menu/copy-button";
import { MenuFilters } from "@/components/menu/menu-filters";
import { MenuSearch } from "@/components/menu/menu-search";
import { ProductModal } from "@/components/menu/product-modal";
import { SectionScrollSpy } from "@/components/menu/section-scroll-spy";

/** Every island a guest page may mount, by the name in its `data-island` attribute (see lib/views/menu/island.tsx). */
export const ISLANDS: Record<string, ComponentType<never>> = {
  "age-gate": AgeGate,
  cart: CartIsland,
  "copy-button": CopyButton,
  "menu-filters": MenuFilters,
  "menu-search": MenuSearch,
  "product-modal": ProductModal,
  "scroll-spy": SectionScrollSpy,
};
