"use client";

import { useEffect } from "react";
import { watchStickyBar } from "./sticky-bar";

const ACTIVE = "true";
/** Pixels below the sticky bar (or the sections' scroll margin) where the watched band begins. */
const LINE_OFFSET = 8;

/** Marks the nav link of the section under the sticky bar and scrolls the nav sideways to keep it in sight. */
function activate(nav: HTMLElement, links: HTMLAnchorElement[], active: HTMLAnchorElement) {
  for (const link of links) {
    if (link === active) link.setAttribute("aria-current", ACTIVE);
    else link.removeAttribute("aria-current");
  }
  const navBox = nav.getBoundingClientRect();
  const linkBox = active.getBoundingClientRect();
  const left = nav.scrollLeft + linkBox.left - navBox.left - (nav.clientWidth - linkBox.width) / 2;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  nav.scrollTo({ left: Math.max(0, left), behavior: smooth ? "smooth" : "auto" });
}

/**
 * Scroll spy of the sticky section nav (`[data-menu-nav]`): a band just under the sticky bar is
 * watched, and the topmost section crossing it is the current one. Renders nothing; without
 * JavaScript the links simply jump to their sections.
 */
export function SectionScrollSpy() {
  useEffect(() => {
    const nav = document.querySelector<HTMLElement>("[data-menu-nav]");
    if (!nav || !("IntersectionObserver" in window)) return;
    const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
    const sections = links
      .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
      .filter((section): section is HTMLElement => section !== null);
    const linkOf = new Map(sections.map((section, index) => [section, links[index]!]));
    const crossing = new Set<Element>();
    let current: HTMLAnchorElement | null = null;
    let observer: IntersectionObserver | null = null;

    const onChange = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        if (entry.isIntersecting) crossing.add(entry.target);
        else crossing.delete(entry.target);
      }
      const top = sections.find((section) => crossing.has(section));
      const link = top ? linkOf.get(top) : undefined;
      if (link && link !== current) {
        current = link;
        activate(nav, links, link);
      }
    };

    const observe = () => {
      observer?.disconnect();
      crossing.clear();
      const bar = nav.closest<HTMLElement>("[data-menu-sticky]") ?? nav;
      // A link jump leaves the section's scroll margin above it: the previous section's end must not count.
      const margin = sections[0] ? parseFloat(getComputedStyle(sections[0]).scrollMarginTop) || 0 : 0;
      const top = Math.ceil(Math.max(bar.getBoundingClientRect().height, margin)) + LINE_OFFSET;
      const band = Math.max(1, Math.round((window.innerHeight - top) * 0.4));
      const bottom = Math.max(0, window.innerHeight - top - band);
      observer = new IntersectionObserver(onChange, { rootMargin: `-${top}px 0px -${bottom}px 0px` });
      sections.forEach((section) => observer!.observe(section));
    };

    const stopWatchingBar = watchStickyBar(observe);
    window.addEventListener("resize", observe);
    return () => {
      stopWatchingBar();
      window.removeEventListener("resize", observe);
      observer?.disconnect();
    };
  }, []);
  return null;
}
