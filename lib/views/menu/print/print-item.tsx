/** @jsxImportSource preact */
import { scheduleText } from "@/lib/domain/day-range";
import type { ExportItem } from "@/lib/export/menu-document";
import { ItemDetails, type PrintDetailsTexts } from "../item-details";
import type { ExportTexts } from "@/lib/export/export-texts";
import { PrintImage } from "./print-image";
import { PrintMarks } from "./print-marks";

/** One item of the printed menu: photo, title with its marks, then the guest card's details drawn for paper, and its schedule. */
export function PrintItem({ item, details, texts }: { item: ExportItem; details: PrintDetailsTexts; texts: ExportTexts }) {
  const schedule = scheduleText(item.schedule, texts);
  return (
    <li class="item" data-item={item.id}>
      <PrintImage image={item.photo} class="item-photo" />
      <div class="item-body">
        <p class="item-title">
          <bdi>{item.title}</bdi>
          <PrintMarks ageRestricted={item.ageRestricted} hidden={item.hidden} texts={texts} />
        </p>
        <ItemDetails variant="print" item={item} texts={details} />
        {schedule ? <div class="item-note">{schedule}</div> : null}
      </div>
    </li>
  );
}
