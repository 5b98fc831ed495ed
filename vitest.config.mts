import { defineConfig } from "vitest/config";

// `server-only` marks server modules for the Next.js build; tests import them directly.
const alias = { "@": import.meta.dirname, "server-only": `${import.meta.dirname}/tests/support/server-only-stub.ts` };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // next-intl's middleware imports `next/server` without an extension, which only a bundler resolves
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", server: { deps: { inline: ["next-intl"] } } },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.integration.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
