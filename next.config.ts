import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pino", "prom-client", "proper-lockfile", "sharp"],
  typedRoutes: false,
  // Pages get their Content-Security-Policy (with the frame rules) from proxy.ts and the guest routes.
  headers: async () => [{ source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] }],
  experimental: {
    // The same 1 MB as the JSON routes read (lib/server/auth/read-json.ts).
    serverActions: { bodySizeLimit: "1mb" },
    // What proxy.ts may read of a page's request body, to check a server action's (lib/http/action-body-refusal.ts):
    // more than an action may send, so that a longer body is seen to be too long.
    proxyClientMaxBodySize: "2mb",
  },
};

export default withNextIntl(nextConfig);
