/** The menu's sticky search-and-sections bar: what it covers at the top of the viewport once stuck. */
const STICKY_BAR = "[data-menu-sticky]";
/** Read by the scroll margins of sections, headings and cards (menu-card.css). */
const HEIGHT_VARIABLE = "--menu-sticky-height";

/**
 * Calls `onHeight` with the bar's height now and whenever it changes, and keeps the page's scroll
 * margins in step, so nothing scrolled to lands under the bar. Returns the function that stops it.
 */
export function watchStickyBar(onHeight: (height: number) => void): () => void {
  const bar = document.querySelector<HTMLElement>(STICKY_BAR);
  if (!bar) {
    onHeight(0);
    return () => {};
  }
  let last = -1;
  const measure = () => {
    const height = Math.ceil(bar.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    document.documentElement.style.setProperty(HEIGHT_VARIABLE, `${height}px`);
    onHeight(height);
  };
  measure();
  if (!("ResizeObserver" in window)) return () => {};
  const observer = new ResizeObserver(measure);
  observer.observe(bar);
  return () => observer.disconnect();
}
