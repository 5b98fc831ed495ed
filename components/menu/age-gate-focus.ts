function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** After "yes": the unlocked category's or product's own heading, brought to the top below the sticky bar (content above it unfolds too). */
export function focusHeadingOf(gated: HTMLElement) {
  const heading = gated.querySelector<HTMLElement>("[data-menu-heading], [data-item-title]");
  if (!heading) return;
  focusQuietly(heading);
  heading.scrollIntoView({ block: "start" });
}

/** After "no": back to the last open section heading before the 18+ content, or to the top of the page. */
export function returnBefore(gated: HTMLElement) {
  const before = Array.from(document.querySelectorAll<HTMLElement>("[data-menu-heading]")).filter(
    (heading) =>
      heading.compareDocumentPosition(gated) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !heading.closest("[data-age-restricted], [hidden]"),
  );
  const heading = before.at(-1);
  if (heading) {
    (heading.closest("section") ?? heading).scrollIntoView({ block: "start" });
    focusQuietly(heading);
    return;
  }
  window.scrollTo({ top: 0 });
  const main = document.getElementById("main");
  if (main) focusQuietly(main);
}
