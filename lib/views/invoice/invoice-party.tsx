/** @jsxImportSource preact */
import type { InvoiceLabels, InvoiceParty } from "./invoice-document";

/** A party's name and details; a Russian party (one with a correspondent account) under the Russian names. */
export function InvoicePartyDetails({ title, party, labels }: { title: string; party: InvoiceParty; labels: InvoiceLabels }) {
  const russian = Boolean(party.correspondentAccount);
  const rows: [string, string | undefined][] = [
    [russian ? labels.inn : labels.vatNumber, party.vatNumber],
    [labels.kpp, party.kpp],
    [labels.address, party.address],
    [labels.bank, party.bankName],
    [russian ? labels.account : labels.iban, party.iban],
    [russian ? labels.bik : labels.bic, party.bic],
    [labels.correspondentAccount, party.correspondentAccount],
    [labels.phone, party.phone],
    [labels.director, party.director],
  ];
  return (
    <section class="party">
      <h2>{title}</h2>
      <div class="name">{party.name}</div>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <span class="label">{label}:</span> {value}
          </div>
        ))}
    </section>
  );
}
