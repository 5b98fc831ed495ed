import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { outboxDir } from "./transport";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(value: string, underscoreIsSpace = false): Buffer {
  const source = (underscoreIsSpace ? value.replace(/_/g, " ") : value).replace(/=\r?\n/g, "");
  const chunks: Buffer[] = [];
  let last = 0;
  for (const match of source.matchAll(/=([0-9A-Fa-f]{2})/g)) {
    chunks.push(Buffer.from(source.slice(last, match.index), "utf8"), Buffer.from([parseInt(match[1]!, 16)]));
    last = match.index + match[0].length;
  }
  chunks.push(Buffer.from(source.slice(last), "utf8"));
  return Buffer.concat(chunks);
}

export function decodeHeader(value: string): string {
  const words = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const merged = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  let result = "";
  let last = 0;
  let pending: Buffer[] = [];
  const flush = () => {
    result += Buffer.concat(pending).toString("utf8");
    pending = [];
  };
  for (const match of merged.matchAll(words)) {
    if (match.index > last) {
      flush();
      result += merged.slice(last, match.index);
    }
    const [, , encoding, data = ""] = match;
    pending.push(
      encoding!.toUpperCase() === "B" ? Buffer.from(data, "base64") : decodeQuotedPrintable(data, true),
    );
    last = match.index + match[0].length;
  }
  flush();
  return result + merged.slice(last);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(part.body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, "utf8");
  return bytes.toString("utf8").replace(/\r\n/g, "\n");
}

function findTextPart(part: MimePart): MimePart | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (/^text\/plain/i.test(type)) return part;
  const boundary = /^multipart\//i.test(type) ? headerParam(type, "boundary") : undefined;
  if (!boundary) return undefined;
  const sections = part.body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith("--")) break;
    const found = findTextPart(splitPart(section.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
    if (found) return found;
  }
  return undefined;
}

function recipients(value: string): string {
  const addresses = [...value.matchAll(/<([^>]+)>/g)].map((match) => match[1]);
  return addresses.length > 0 ? addresses.join(", ") : value;
}

export function parseMessage(raw: string): Omit<OutboxMessage, "file"> {
  const message = splitPart(raw);
  const textPart = findTextPart(message);
  return {
    to: recipients(decodeHeader(message.headers.get("to") ?? "")),
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text: textPart ? decodeBody(textPart) : "",
  };
}

export async function readOutbox(dir: string = outboxDir()): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
      return { file, mtime: info.mtimeMs, ...parseMessage(raw) };
    }),
  );
  entries.sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file));
  return entries.map(({ file, to, subject, text }) => ({ file, to, subject, text }));
}

export function findLink(text: string, pathPrefix: string): string | undefined {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, "");
    if (url.includes(pathPrefix)) return url;
  }
  return undefined;
}
