import { h, render } from "preact";
import { startAnalytics } from "./analytics";
import { ISLANDS } from "./islands";
import { bindLocaleSwitch } from "./locale-switch";
import { registerServiceWorker } from "./service-worker";
import { bindThemeSwitch } from "./theme-switch";

/**
 * The guest pages' one script: renders each `[data-island]` of the server's HTML with the props in its
 * `data-props` (over the stand-in markup the server put there, if any), and binds the plain controls
 * (language, theme) the server rendered in full.
 */
for (const mount of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const island = ISLANDS[mount.dataset.island ?? ""];
  if (island) render(h(island as never, JSON.parse(mount.dataset.props ?? "{}") as never), mount);
}
bindLocaleSwitch(document);
bindThemeSwitch(document);
registerServiceWorker();
startAnalytics(document);
