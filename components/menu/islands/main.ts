import { h, render } from "preact";
import { ISLANDS } from "./islands";
import { bindLocaleSwitch } from "./locale-switch";
import { registerServiceWorker } from "./service-worker";
import { bindThemeSwitch } from "./theme-switch";

/**
 * The guest pages' one script: mounts each `[data-island]` of the server's HTML with the props in its
 * `data-props`, and binds the plain controls (language, theme) the server rendered in full.
 */
for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const island = ISLANDS[root.dataset.island ?? ""];
  if (island) render(h(island as never, JSON.parse(root.dataset.props ?? "{}") as never), root);
}
bindLocaleSwitch(document);
bindThemeSwitch(document);
registerServiceWorker();
