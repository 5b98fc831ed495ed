/** Where the chosen theme (light, dark, system) is kept, on guest pages and in the admin panel alike. */
export const THEME_STORAGE_KEY = "carta-theme";

/** Runs in the head of a page without a framework: the chosen theme applies before anything is painted. */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return (
    `(function(e){var t;try{t=localStorage.getItem(${key})}catch(x){}` +
    `var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);` +
    `e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"})(document.documentElement)`
  );
}
