import { scheduleText } from "../../domain/day-range";
import { portionLabel } from "../../domain/portion-label";
import type { ExportTexts } from "../export-texts";
import type { ExportItem } from "../menu-document";
import { PrintDietary } from "./print-dietary";
import { PrintImage } from "./print-image";
import { PrintMarkdown } from "./print-markdown";
import { PrintMarks } from "./print-marks";

/** One item of the printed menu: photo, title with its marks, portions with prices, description, dietary marks, schedule. */
export function PrintItem({ item, currency, texts }: { item: ExportItem; currency: string; texts: ExportTexts }) {
  const schedule = scheduleText(item.schedule, texts);
  return (
    <li className="item" data-item={item.id}>
      <PrintImage image={item.photo} className="item-photo" />
      <div className="item-body">
        <div className="item-head">
          <p className="item-title">
            <bdi>{item.title}</bdi>
            <PrintMarks ageRestricted={item.ageRestricted} hidden={item.hidden} texts={texts} />
          </p>
          <ul className="portions">
            {item.portions.map((portion, index) => (
              <li key={index}>
                {portion.weight ? <bdi className="weight">{portionLabel(portion, texts.units)}</bdi> : null}
                <bdi className="price">{texts.price(portion.price, currency)}</bdi>
              </li>
            ))}
          </ul>
        </div>
        {item.description ? <PrintMarkdown text={item.description} className="description" /> : null}
        <PrintDietary dietary={item.dietary} texts={texts} />
        {schedule ? <div className="item-note">{schedule}</div> : null}
      </div>
    </li>
  );
}
