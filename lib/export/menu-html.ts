import { markdownHtml } from "@/lib/html/markdown-html";
import { isolatePhones } from "../domain/bidi";
import { portionLabel } from "../domain/portion-label";
import { escapeHtml } from "../html/escape-html";
import { hoursLines, scheduleText } from "../domain/day-range";
import type { ExportTexts } from "./export-texts";
import type { ExportCategory, ExportImage, ExportItem, ExportSection, MenuDocument } from "./menu-document";
import { MENU_PRINT_STYLE } from "./menu-print-style";

const HEADINGS = ["h3", "h3", "h4"] as const;

function imageHtml(image: ExportImage | null, className: string, alt = ""): string {
  if (!image) return "";
  return `<img class="${className}" src="${escapeHtml(image.src)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}">`;
}

function venueHtml(document: MenuDocument, texts: ExportTexts): string {
  const { venue } = document;
  const facts = [
    venue.address ? `<p><b>${escapeHtml(texts.addressLabel)}:</b> <bdi>${escapeHtml(isolatePhones(venue.address))}</bdi></p>` : "",
    venue.workingHours.length
      ? `<p><b>${escapeHtml(texts.hoursLabel)}:</b> ${hoursLines(venue.workingHours, texts).map((line) => `<bdi>${escapeHtml(line)}</bdi>`).join(texts.daySeparator)}</p>`
      : "",
    venue.phones.length
      ? `<p><b>${escapeHtml(texts.phonesLabel)}:</b> ${venue.phones
          .map((phone) => `<bdi dir="ltr">${escapeHtml(phone.phone)}</bdi>${phone.description ? ` (${escapeHtml(phone.description)})` : ""}`)
          .join(texts.daySeparator)}</p>`
      : "",
  ].join("");
  const header = `<header class="venue">${imageHtml(venue.logo, "venue-logo", venue.name)}<div><h1><bdi>${escapeHtml(venue.name)}</bdi></h1><div class="venue-facts">${facts}</div></div></header>`;
  const notes = [venue.description, venue.menuInfo].filter(Boolean).map((text) => `<p class="venue-note" dir="auto">${escapeHtml(isolatePhones(text))}</p>`);
  return header + notes.join("");
}

function itemHtml(item: ExportItem, document: MenuDocument, texts: ExportTexts): string {
  const marks =
    (item.ageRestricted ? `<span class="mark">${escapeHtml(texts.ageRestricted)}</span>` : "") +
    (item.hidden ? `<span class="flag">(${escapeHtml(texts.hidden)})</span>` : "");
  const portions = item.portions
    .map((portion) => {
      const weight = portion.weight ? `<bdi class="weight">${escapeHtml(portionLabel(portion, texts.units))}</bdi>` : "";
      return `<li>${weight}<bdi class="price">${escapeHtml(texts.price(portion.price, document.currency))}</bdi></li>`;
    })
    .join("");
  const description = item.description ? `<div class="description" dir="auto">${markdownHtml(item.description)}</div>` : "";
  const schedule = scheduleText(item.schedule, texts);
  const note = schedule ? `<div class="item-note">${escapeHtml(schedule)}</div>` : "";
  return (
    `<li class="item" data-item="${item.id}">${imageHtml(item.photo, "item-photo")}<div class="item-body">` +
    `<div class="item-head"><p class="item-title"><bdi>${escapeHtml(item.title)}</bdi>${marks}</p><ul class="portions">${portions}</ul></div>` +
    `${description}${note}</div></li>`
  );
}

function categoryHtml(category: ExportCategory, document: MenuDocument, texts: ExportTexts): string {
  const tag = HEADINGS[category.depth] ?? "h4";
  const marks =
    (category.ageRestricted ? `<span class="mark">${escapeHtml(texts.ageRestricted)}</span>` : "") +
    (category.hidden ? `<span class="flag">(${escapeHtml(texts.hidden)})</span>` : "");
  const heading = category.depth > 0 ? `<${tag}><bdi>${escapeHtml(category.name)}</bdi>${marks}</${tag}>` : "";
  const schedule = category.depth > 0 ? scheduleText(category.schedule, texts) : "";
  const note = schedule ? `<p class="category-note">${escapeHtml(schedule)}</p>` : "";
  const items = category.items.map((item) => itemHtml(item, document, texts)).join("");
  return `${heading}${note}${items ? `<ul class="items">${items}</ul>` : ""}`;
}

function sectionHtml(section: ExportSection, document: MenuDocument, texts: ExportTexts): string {
  const mark = section.ageRestricted ? `<span class="mark">${escapeHtml(texts.ageRestricted)}</span>` : "";
  const categories = section.categories.map((category) => categoryHtml(category, document, texts)).join("");
  return `<section class="menu-section"><h2><bdi>${escapeHtml(section.name)}</bdi>${mark}</h2>${categories}</section>`;
}

/** The whole menu as one self-contained HTML print document (images inline, no network). */
export function menuHtml(document: MenuDocument, texts: ExportTexts): string {
  const body = venueHtml(document, texts) + document.sections.map((section) => sectionHtml(section, document, texts)).join("");
  const title = `${document.venue.name} — ${texts.menuTitle}`;
  return (
    `<!doctype html><html lang="${escapeHtml(document.locale)}" dir="${document.direction}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title><style>${MENU_PRINT_STYLE}</style></head><body>${body}</body></html>`
  );
}

/** The page footer Chromium prints on every page: "Page 2 of 5" in the export's language. */
export function pageFooterHtml(document: Pick<MenuDocument, "locale" | "direction">, texts: ExportTexts): string {
  const words = escapeHtml(texts.page("\u0000page\u0000", "\u0000pages\u0000"))
    .replace("\u0000page\u0000", '<span class="pageNumber"></span>')
    .replace("\u0000pages\u0000", '<span class="totalPages"></span>');
  const fonts = `"Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif`;
  return `<div lang="${escapeHtml(document.locale)}" dir="${document.direction}" style="width: 100%; font-size: 8pt; color: #71717a; text-align: center; font-family: ${escapeHtml(fonts)};">${words}</div>`;
}
