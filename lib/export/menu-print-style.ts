/**
 * The print stylesheet of an exported menu (lib/views/menu/print, the guest card's details with `variant="print"`):
 * local Noto fonts, headings kept with what follows, no item split across pages; the title and the portions share
 * the item's first line, whatever else the details hold follows beneath it.
 */
export const MENU_PRINT_STYLE = `
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #18181b; font: 10.5pt/1.4 "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", "Noto Sans CJK SC", sans-serif; }
:lang(zh) body, body:lang(zh) { font-family: "Noto Sans CJK SC", "Noto Sans", sans-serif; }
:lang(ar) body, body:lang(ar) { font-family: "Noto Sans Arabic", "Noto Naskh Arabic", "Noto Sans", sans-serif; line-height: 1.55; }
.venue { display: flex; align-items: center; gap: 6mm; padding-bottom: 4mm; border-bottom: 0.6pt solid #a1a1aa; margin-bottom: 4mm; }
.venue-logo { max-height: 22mm; max-width: 40mm; object-fit: contain; }
.venue h1 { margin: 0; font-size: 22pt; line-height: 1.15; }
.venue-facts { margin: 1.5mm 0 0; color: #3f3f46; font-size: 9.5pt; }
.venue-facts p { margin: 0.6mm 0 0; }
.venue-facts b { font-weight: 600; }
.venue-note { margin: 0 0 4mm; color: #3f3f46; font-size: 9.5pt; }
section.menu-section { margin-top: 6mm; }
h2 { font-size: 16pt; margin: 0 0 2mm; padding-bottom: 1mm; border-bottom: 1.2pt solid #18181b; break-after: avoid; }
h3 { font-size: 12.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }
h4 { font-size: 11pt; margin: 3mm 0 1.5mm; color: #3f3f46; break-after: avoid; }
.category-note { margin: -1mm 0 1.5mm; font-size: 8.5pt; color: #52525b; break-after: avoid; }
.items { list-style: none; margin: 0; padding: 0; }
.item { display: flex; gap: 4mm; padding: 1.8mm 0; border-bottom: 0.4pt dotted #d4d4d8; break-inside: avoid; page-break-inside: avoid; }
.item-photo { flex: none; width: 26mm; height: 17.3mm; object-fit: cover; border-radius: 1.5mm; }
.item-body { flex: 1; min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 4mm; align-items: baseline; }
.item-body > * { grid-column: 1 / -1; }
.item-body > .item-title { grid-column: 1; grid-row: 1; }
.item-body > .portions { grid-column: 2; grid-row: 1; }
.item-title { margin: 0; font-size: 10.5pt; font-weight: 600; }
.mark { margin-inline-start: 1.5mm; font-size: 8pt; font-weight: 700; color: #b91c1c; border: 0.6pt solid #b91c1c; border-radius: 1mm; padding: 0 0.8mm; }
.flag { margin-inline-start: 1.5mm; font-size: 8pt; font-weight: 400; color: #71717a; }
.portions { flex: none; margin: 0; padding: 0; list-style: none; text-align: end; font-variant-numeric: tabular-nums; }
.portions li { white-space: nowrap; }
.weight { color: #52525b; margin-inline-end: 3mm; }
.price { font-weight: 600; }
.description { margin-top: 0.6mm; font-size: 9pt; color: #3f3f46; }
.description p, .description ul, .description ol { margin: 0; }
.description ul, .description ol { padding-inline-start: 5mm; }
.description a { color: inherit; text-decoration: none; }
.item-note { font-size: 8pt; color: #71717a; }
.tags { display: flex; flex-wrap: wrap; gap: 1mm 1.5mm; margin: 0.8mm 0 0; padding: 0; list-style: none; }
.tag { font-size: 7.5pt; line-height: 1.3; padding: 0 1.2mm; border-radius: 1mm; border: 0.5pt solid #a1a1aa; color: #3f3f46; }
.tag-badge { border-color: #b45309; color: #92400e; font-weight: 600; }
.tag-diet { border-color: #15803d; color: #166534; }
.tag-spicy { border-color: #c2410c; color: #9a3412; }
.allergens { margin: 0.6mm 0 0; font-size: 8pt; color: #52525b; }
.allergens span { display: block; }
.contains { font-weight: 600; color: #3f3f46; }
.venue-info p, .venue-info ul, .venue-info ol { margin: 0 0 1mm; }
.venue-info ul, .venue-info ol { padding-inline-start: 5mm; }
.venue-info h1, .venue-info h2, .venue-info h3, .venue-info h4 { font-size: 10.5pt; margin: 0 0 1mm; border: 0; padding: 0; }
.venue-info a { color: inherit; }
`;
