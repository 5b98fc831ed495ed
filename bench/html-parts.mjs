// Where the bytes of a server-rendered page go: the React Server Components payload inlined in
// `self.__next_f.push` scripts (and within it the messages handed to the client by every provider and the item list's data), the
// markup of the rendered rows, and the rest. Sizes in bytes of UTF-8, as the page is sent.

const FLIGHT = /<script[^>]*>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs;

/** The bytes of each JSON object or array named `key` in `text`. */
function valuesBytes(text, key) {
  const sizes = [];
  for (let start = text.indexOf(`"${key}":`); start >= 0; start = text.indexOf(`"${key}":`, start + 1)) sizes.push(valueAt(text, start, key));
  return sizes;
}

function valueAt(text, start, key) {
  let index = start + key.length + 3;
  const open = text[index];
  if (open !== "{" && open !== "[") return 0;
  let depth = 0;
  for (; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      for (index++; text[index] !== '"'; index++) if (text[index] === "\\") index++;
    } else if (char === "{" || char === "[") depth++;
    else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) break;
    }
  }
  return Buffer.byteLength(text.slice(start, index + 1));
}

/** The page's parts in bytes; `flight*` counts the payload as decoded, `flightInHtml` its scripts as sent. */
export function htmlParts(html) {
  let flight = "";
  let flightInHtml = 0;
  for (const match of html.matchAll(FLIGHT)) {
    flightInHtml += Buffer.byteLength(match[0]);
    const [kind, chunk] = JSON.parse(match[1]);
    if (kind === 1) flight += chunk;
  }
  const markup = html.replace(FLIGHT, "");
  const listStart = markup.indexOf('data-testid="item-list"');
  const rowsMarkup = listStart < 0 ? 0 : Buffer.byteLength(markup.slice(listStart, markup.indexOf("</ol>", listStart)));
  const total = Buffer.byteLength(html);
  return {
    totalKB: kb(total),
    flightInHtmlKB: kb(flightInHtml),
    flightKB: kb(Buffer.byteLength(flight)),
    flightMessagesKB: kb(valuesBytes(flight, "messages").reduce((sum, size) => sum + size, 0)),
    flightListDataKB: kb(Math.max(0, ...valuesBytes(flight, "items"))),
    rowsMarkupKB: kb(rowsMarkup),
    otherMarkupKB: kb(total - flightInHtml - rowsMarkup),
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
