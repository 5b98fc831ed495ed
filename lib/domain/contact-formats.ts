const PHONE_CHARACTERS = /^\+[\d\s()-]+$/;

/** `+` then 7–15 digits; spaces, dashes and parentheses may group them. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (!PHONE_CHARACTERS.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lower-cased, without surrounding spaces or the root's trailing dot. */
export function normalizeHostName(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, "");
}

/** A public DNS name: two or more labels of letters, digits and inner hyphens; the last one not numeric. */
export function isHostName(value: string): boolean {
  const host = normalizeHostName(value);
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /[a-z]/.test(labels[labels.length - 1]!);
}

/** Whether `host` is `domain` itself or one of its subdomains. */
export function isUnderDomain(host: string, domain: string): boolean {
  const name = normalizeHostName(host);
  const parent = normalizeHostName(domain);
  return name === parent || name.endsWith(`.${parent}`);
}

/** An absolute http(s) link to a named host, as typed by a person (no spaces). */
export function isHttpUrl(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || /\s/.test(text) || !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && (isHostName(url.hostname) || url.hostname === "localhost");
  } catch {
    return false;
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
