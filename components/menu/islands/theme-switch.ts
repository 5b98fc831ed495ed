import { THEME_STORAGE_KEY } from "@/lib/domain/theme";

/** The theme select the server rendered: light, dark or the system's, kept where the admin panel keeps it. */
export function bindThemeSwitch(root: ParentNode) {
  const select = root.querySelector<HTMLSelectElement>("[data-testid=theme-switch]");
  if (!select) return;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {}
  select.value = saved ?? "system";
  select.addEventListener("change", () => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, select.value);
    } catch {}
    applyTheme(select.value);
  });
}

export function applyTheme(theme: string) {
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}
