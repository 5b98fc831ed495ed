import { isolatePhones } from "../../domain/bidi";
import { hoursLines } from "../../domain/day-range";
import type { ExportTexts } from "../export-texts";
import type { ExportVenue } from "../menu-document";
import { type Child, h } from "./hast-element";
import { printImage } from "./print-image";
import { printMarkdown } from "./print-markdown";

/** Entries after a bold label, each set apart, joined by the language's separator. */
const joined = (entries: Child[][], separator: string): Child[] => entries.flatMap((entry, index) => (index > 0 ? [separator, ...entry] : entry));

/** The venue's header: logo, name, address, hours and phones (numbers kept left to right), then its description and menu information. */
export function printVenue(venue: ExportVenue, texts: ExportTexts): Child[] {
  const facts = [
    venue.address && h("p", {}, h("b", {}, `${texts.addressLabel}:`), " ", h("bdi", {}, isolatePhones(venue.address))),
    venue.workingHours.length > 0 &&
      h("p", {}, h("b", {}, `${texts.hoursLabel}:`), " ", joined(hoursLines(venue.workingHours, texts).map((line) => [h("bdi", {}, line)]), texts.daySeparator)),
    venue.phones.length > 0 &&
      h(
        "p",
        {},
        h("b", {}, `${texts.phonesLabel}:`),
        " ",
        joined(
          venue.phones.map((phone) => [h("bdi", { dir: "ltr" }, phone.phone), phone.description && ` (${phone.description})`]),
          texts.daySeparator,
        ),
      ),
  ];
  return [
    h("header", { className: ["venue"] }, printImage(venue.logo, "venue-logo", venue.name), h("div", {}, h("h1", {}, h("bdi", {}, venue.name)), h("div", { className: ["venue-facts"] }, facts))),
    venue.description && h("p", { className: ["venue-note"], dir: "auto" }, isolatePhones(venue.description)),
    venue.menuInfo.trim() && printMarkdown(venue.menuInfo, ["venue-note", "venue-info"]),
  ];
}
