import type { Schedule } from "../schema/menu";

export interface L10n {
  ru: string;
  en: string;
  zh: string;
}

export interface DemoPortion {
  /** decimal string, e.g. "250" or "0.5"; null when the portion has no weight */
  weight: string | null;
  unit: "g" | "kg" | "l" | "ml" | "pcs";
  /** decimal string in BYN with two decimals, e.g. "12.50" */
  price: string;
}

export interface DemoItem {
  title: L10n;
  /** GitHub-flavoured markdown; single line breaks are kept */
  description: L10n;
  portions: DemoPortion[];
  ageRestricted?: boolean;
  hidden?: boolean;
  schedule?: Schedule;
}

export interface DemoCategory {
  name: L10n;
  icon: string;
  ageRestricted?: boolean;
  schedule?: Schedule;
  items?: DemoItem[];
  children?: DemoCategory[];
}

export interface DemoSection {
  section: "kitchen" | "drinks" | "hookah" | "games";
  type: "products" | "hookahs" | "entertainment";
  name: L10n;
  icon: string;
  categories: DemoCategory[];
}

export interface DemoPromotionCategory {
  name: L10n;
  promotions: { title: L10n; description: L10n }[];
}

export interface DemoMenu {
  sections: DemoSection[];
  promotionCategories: DemoPromotionCategory[];
}
