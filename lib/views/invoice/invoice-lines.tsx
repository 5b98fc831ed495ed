/** @jsxImportSource preact */
import type { InvoiceLabels, InvoiceLine } from "./invoice-document";

/** The table of what is billed: service, period, number of periods, price and amount. */
export function InvoiceLines({ lines, labels }: { lines: InvoiceLine[]; labels: InvoiceLabels }) {
  return (
    <table>
      <thead>
        <tr>
          <th>{labels.description}</th>
          <th>{labels.period}</th>
          <th class="number">{labels.quantity}</th>
          <th class="number">{labels.unitPrice}</th>
          <th class="number">{labels.amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.description}</td>
            <td>{line.period}</td>
            <td class="number">{line.quantity ?? ""}</td>
            <td class="number">{line.unitPrice}</td>
            <td class="number">{line.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
