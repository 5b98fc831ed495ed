import { BlockList, isIP } from "node:net";
import { z } from "zod";

const hostLabel = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, "must be a lower-case host label");

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/;

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST_NAME, "must be a host name without a port, such as carta.app or menu.localhost (venue hosts take the port of ROOT_DOMAIN)");

const rootDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, context) => {
    const [, host = "", port] = /^([^:]*)(?::(\d{1,5}))?$/.exec(value) ?? [];
    if (!HOST_NAME.test(host)) {
      context.addIssue({
        code: "custom",
        message: `"${value}" is not a host name: set it to the root site's host, such as carta.app or localhost, optionally with the public port visitors use (localhost:3101)`,
      });
      return z.NEVER;
    }
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) {
      context.addIssue({ code: "custom", message: `port ${port} is out of range: use a port from 1 to 65535, or drop it and set PORT` });
      return z.NEVER;
    }
    return { host, port: port === undefined ? undefined : Number(port) };
  });

/** A comma-separated list whose every entry passes `valid`; `problem` tells what a bad entry should have been. */
function commaList(valid: (entry: string) => boolean, problem: (entry: string) => string) {
  return z
    .string()
    .default("")
    .transform((value, context) => {
      const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
      for (const entry of entries) {
        if (!valid(entry)) context.addIssue({ code: "custom", message: problem(entry) });
      }
      return entries;
    });
}

/** IP addresses and CIDR ranges (IPv4 and IPv6); empty means none. */
const addressList = commaList(
  isAddressOrRange,
  (entry) => `"${entry}" is not an IP address or CIDR range: list addresses or ranges separated by commas, such as 127.0.0.1,10.0.0.0/8,::1`,
);

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Matches addresses against a list from TRUSTED_PROXIES (IPv4-mapped IPv6 addresses count as IPv4). */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

/** DNS servers (`1.1.1.1`, `127.0.0.1:5353`, `[::1]:53`); empty means the system's. */
const dnsServers = commaList(
  isDnsServer,
  (entry) => `"${entry}" is not a DNS server address: list IP addresses, optionally with a port, separated by commas, such as 1.1.1.1,127.0.0.1:5353,[::1]:53`,
);

function isDnsServer(entry: string): boolean {
  return isIP(entry) !== 0 || addressAndPort(entry) !== null;
}

/** An IP address with a port (`127.0.0.1:5140`, `[::1]:5140`), or null. */
function addressAndPort(entry: string): { address: string; port: number } | null {
  const [, address = "", port = ""] = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry) ?? /^([^:]+):(\d{1,5})$/.exec(entry) ?? [];
  return isIP(address) !== 0 && Number(port) >= 1 && Number(port) <= 65535 ? { address, port: Number(port) } : null;
}

const listenAddress = z
  .string()
  .trim()
  .transform((value, context) => {
    const parsed = addressAndPort(value);
    if (parsed) return parsed;
    context.addIssue({ code: "custom", message: "must be an IP address with a port, such as 127.0.0.1:5140 or [::1]:5140" });
    return z.NEVER;
  });

const bucketName = z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens");
const httpUrl = z.string().trim().regex(/^https?:\/\/[^\s/]+/, "must be an http:// or https:// URL").transform((value) => value.replace(/\/+$/, ""));

/** Automatic translation; `none` (the default) needs nothing and leaves texts to be translated by hand. */
const translationVariables = {
  TRANSLATION_PROVIDER: z.enum(["none", "deepl", "google", "yandex", "libretranslate", "openai"]).default("none"),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  TRANSLATION_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  DEEPL_API_KEY: z.string().trim().min(1).optional(),
  DEEPL_API_URL: httpUrl.optional(),
  GOOGLE_TRANSLATE_API_KEY: z.string().trim().min(1).optional(),
  GOOGLE_TRANSLATE_API_URL: httpUrl.default("https://translation.googleapis.com"),
  YANDEX_TRANSLATE_API_KEY: z.string().trim().min(1).optional(),
  YANDEX_FOLDER_ID: z.string().trim().min(1).optional(),
  YANDEX_TRANSLATE_API_URL: httpUrl.default("https://translate.api.cloud.yandex.net"),
  LIBRETRANSLATE_URL: httpUrl.optional(),
  LIBRETRANSLATE_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: httpUrl.default("https://api.openai.com/v1"),
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_MODEL: z.string().trim().min(1).optional(),
};

const REQUIRED_TRANSLATION_SETTINGS = {
  none: [],
  deepl: ["DEEPL_API_KEY"],
  google: ["GOOGLE_TRANSLATE_API_KEY"],
  yandex: ["YANDEX_TRANSLATE_API_KEY"],
  libretranslate: ["LIBRETRANSLATE_URL"],
  openai: ["OPENAI_MODEL"],
} as const satisfies Record<string, readonly (keyof typeof translationVariables)[]>;

/** Online payment of invoices; `bank` (the default) needs nothing: invoices are paid by transfer and recorded by hand. */
const paymentVariables = {
  PAYMENT_PROVIDER: z.enum(["bank", "bepaid", "stripe"]).default("bank"),
  BEPAID_SHOP_ID: z.string().trim().min(1).optional(),
  BEPAID_SECRET_KEY: z.string().trim().min(1).optional(),
  /** the shop's RSA public key from the bePaid back office (base64, with or without PEM lines): notifications must carry a valid Content-Signature */
  BEPAID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  BEPAID_API_URL: httpUrl.default("https://checkout.bepaid.by"),
  /** where saved cards are charged (renewals): bePaid's gateway API */
  BEPAID_GATEWAY_URL: httpUrl.default("https://gateway.bepaid.by"),
  BEPAID_TEST_MODE: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_API_URL: httpUrl.default("https://api.stripe.com"),
};

const REQUIRED_PAYMENT_SETTINGS = {
  bank: [],
  bepaid: ["BEPAID_SHOP_ID", "BEPAID_SECRET_KEY"],
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
} as const satisfies Record<string, readonly (keyof typeof paymentVariables)[]>;

/** Sample seller details so that invoices print out of the box; never valid on a real invoice. */
const SAMPLE_SELLER = {
  SELLER_NAME: "Carta",
  SELLER_VAT_NUMBER: "000000000",
  SELLER_ADDRESS: "Minsk, Belarus",
  SELLER_BANK_NAME: "Carta's bank",
  SELLER_IBAN: "BY13NBRB3600900000002Z00AB00",
  SELLER_BIC: "NBRBBY2X",
  SELLER_PHONE: "+375 17 000-00-00",
} as const;

const variables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  ROOT_DOMAIN: rootDomain.prefault("localhost"),
  MENU_DOMAIN: domain.optional(),
  PUBLIC_PROTOCOL: z.enum(["http", "https"]).default("http"),
  RESERVED_HOST_LABELS: z
    .string()
    .default("api,admin")
    .transform((value) => value.split(",").map((label) => label.trim().toLowerCase()))
    .pipe(z.array(hostLabel).length(2, "must list exactly two labels separated by a comma")),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Carta <no-reply@carta.localhost>"),
  /** Where contact-form messages are sent. */
  CONTACT_EMAIL: z.email().default("support@carta.localhost"),
  /** `off` runs no job worker inside the web server (run `npm run worker` separately). */
  WORKER: z.enum(["on", "off"]).default("on"),
  /** How long a worker holds a job it took; a job whose worker died is taken over once this runs out. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Turns on GET /metrics (Prometheus) for requests with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true").transform((value) => value === "true"),
  DEMO_OWNER_EMAIL: z.email().default("owner@demo.carta.test"),
  DEMO_OWNER_PASSWORD: z.string().min(8, "must be at least 8 characters").default("carta-demo"),
  TRUSTED_PROXIES: addressList,
  /** Where custom domains' TXT records are looked up; empty uses the system's resolvers. */
  DNS_SERVERS: dnsServers,
  TEST_CLOCK: z.enum(["on", "off"]).default("off"),
  /** How often each server process writes the guest-page counts it gathered in memory. */
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Where the server hears the beacon lines an edge answered itself (UDP syslog, deploy/nginx/carta-cache.conf); unset hears none. */
  ANALYTICS_EDGE_LISTEN: listenAddress.optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: bucketName.optional(),
  /** Where private files (contact attachments, menu exports) go instead of S3_BUCKET; required with S3_PUBLIC_URL, whose bucket anyone may read. */
  S3_PRIVATE_BUCKET: bucketName.optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
  S3_PUBLIC_URL: httpUrl.optional(),
  ...translationVariables,
  ...paymentVariables,
  SELLER_NAME: z.string().min(1).default(SAMPLE_SELLER.SELLER_NAME),
  SELLER_VAT_NUMBER: z.string().min(1).default(SAMPLE_SELLER.SELLER_VAT_NUMBER),
  SELLER_ADDRESS: z.string().min(1).default(SAMPLE_SELLER.SELLER_ADDRESS),
  SELLER_BANK_NAME: z.string().min(1).default(SAMPLE_SELLER.SELLER_BANK_NAME),
  SELLER_IBAN: z.string().min(1).default(SAMPLE_SELLER.SELLER_IBAN),
  SELLER_BIC: z.string().min(1).default(SAMPLE_SELLER.SELLER_BIC),
  SELLER_PHONE: z.string().min(1).default(SAMPLE_SELLER.SELLER_PHONE),
  INVOICE_SERIES: z.string().regex(/^[A-Z]{1,6}$/, "must be 1 to 6 capital Latin letters, such as CA").default("CA"),
  INVOICE_DUE_DAYS: z.coerce.number().int().min(1).max(90).default(5),
  BILLING_VAT_RATE: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "must be a percentage such as 20 or 0 (no VAT)")
    .default("20"),
});

/** Every variable this schema reads. */
export const SETTING_NAMES = Object.keys(variables.shape) as readonly string[];

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

const isLocalHost = (host: string) => host === "localhost" || host.endsWith(".localhost");

/**
 * ROOT_DOMAIN becomes the bare host; `publicPort` is the port public links carry: the one written in
 * ROOT_DOMAIN, else PORT on a *.localhost root (reached directly), else none (a proxy on 80/443).
 */
export const envSchema = variables
  .superRefine((values, context) => {
    for (const name of REQUIRED_TRANSLATION_SETTINGS[values.TRANSLATION_PROVIDER]) {
      if (values[name] === undefined) {
        context.addIssue({ code: "custom", path: [name], message: `is required when TRANSLATION_PROVIDER=${values.TRANSLATION_PROVIDER}` });
      }
    }
    for (const name of REQUIRED_PAYMENT_SETTINGS[values.PAYMENT_PROVIDER]) {
      if (values[name] === undefined) {
        context.addIssue({ code: "custom", path: [name], message: `is required when PAYMENT_PROVIDER=${values.PAYMENT_PROVIDER}` });
      }
    }
    if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = values.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
      context.addIssue({ code: "custom", path: [missing], message: "is required when the other S3 key is set" });
    }
    if (values.S3_BUCKET === undefined) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_PUBLIC_URL", "S3_PRIVATE_BUCKET"] as const) {
        if (values[name] !== undefined) context.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${name} is set` });
      }
    }
    if (values.S3_PUBLIC_URL !== undefined && (values.S3_PRIVATE_BUCKET === undefined || values.S3_PRIVATE_BUCKET === values.S3_BUCKET)) {
      context.addIssue({ code: "custom", path: ["S3_PRIVATE_BUCKET"], message: "must name a bucket other than S3_BUCKET when S3_PUBLIC_URL is set" });
    }
  })
  .transform(({ ROOT_DOMAIN, ...rest }) => {
    const port = ROOT_DOMAIN.port ?? (isLocalHost(ROOT_DOMAIN.host) ? rest.PORT : undefined);
    return { ...rest, ROOT_DOMAIN: ROOT_DOMAIN.host, publicPort: port === DEFAULT_PORTS[rest.PUBLIC_PROTOCOL] ? undefined : port };
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "EnvError";
    this.issues = issues;
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function menuDomain(config: Env = env()): string {
  return config.MENU_DOMAIN ?? (config.ROOT_DOMAIN === "localhost" ? "menu.localhost" : config.ROOT_DOMAIN);
}

/** The SELLER_* variables still holding their sample value: `npm start` refuses them in production and warns otherwise. */
export function sellerPlaceholders(config: Env = env()): (keyof typeof SAMPLE_SELLER)[] {
  return (Object.keys(SAMPLE_SELLER) as (keyof typeof SAMPLE_SELLER)[]).filter((name) => config[name] === SAMPLE_SELLER[name]);
}

/** What `npm start` says about sample seller details: refused in production, a warning elsewhere; null when all are real. */
export function sellerConfigProblem(config: Env = env()): { fatal: boolean; message: string } | null {
  const names = sellerPlaceholders(config);
  if (names.length === 0) return null;
  return { fatal: config.NODE_ENV === "production", message: `${names.join(", ")}: sample seller details, printed on every invoice; set the platform's real ones` };
}
