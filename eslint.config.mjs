import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const SERVER_MODULE = /(^|\/)lib\/(server|db)(\/|$)|^server-only$|^next\/headers$/;

/** A module marked "use client" may import server modules for their types only. */
const noServerImportInClient = {
  meta: { type: "problem", schema: [], messages: { server: "A client component imports no server module ({{source}}); import its types with `import type`." } },
  create(context) {
    let client = false;
    return {
      Program(program) {
        client = program.body.some((node) => node.type === "ExpressionStatement" && node.directive === "use client");
      },
      ImportDeclaration(node) {
        if (!client || node.importKind === "type" || !SERVER_MODULE.test(node.source.value)) return;
        if (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type")) return;
        context.report({ node, messageId: "server", data: { source: node.source.value } });
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Layering of lib/: the domain rules are pure; they use the database's and the server's types, never their code.
  {
    files: ["lib/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "@/lib/server/**"], allowTypeImports: true, message: "lib/domain imports no lib/server code." },
            { group: ["**/db/**", "@/lib/db/**"], allowTypeImports: true, message: "lib/domain imports no lib/db code." },
          ],
        },
      ],
    },
  },
  // Client components ("use client" modules, wherever they live) import no server module except for its types.
  {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { carta: { rules: { "no-server-import-in-client": noServerImportInClient } } },
    rules: { "carta/no-server-import-in-client": "error" },
  },
  globalIgnores([".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "drizzle/**"]),
]);
