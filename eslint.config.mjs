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
/** Every module under lib/server imports "server-only", so no client bundle can take one in by mistake. */
const serverOnlyModule = {
  meta: { type: "problem", schema: [], messages: { missing: 'A lib/server module starts with `import "server-only";`.' } },
  create(context) {
    return {
      Program(program) {
        if (program.body.some((node) => node.type === "ImportDeclaration" && node.source.value === "server-only")) return;
        context.report({ node: program, messageId: "missing" });
      },
    };
  },
};

/** The start of a tag, `<p`, `</td` or `<br/`, in text put together by the code. */
const TAG = /<\/?[a-zA-Z][\w-]*[\s/>]/;
/**
 * Markup is written as components (Preact views in lib/views rendered by lib/html/render-html.ts, JSX in
 * components/), which escape every text and attribute: no template literal or `+` makes tags, no home-made escaper.
 */
const noHtmlStrings = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      tags: "Write markup as a component (lib/views, rendered by lib/html/render-html.ts; JSX in components/), not as a string with tags.",
      escaper: "Texts and attributes are escaped by lib/html/render-html.ts: write the markup as a component instead of escaping by hand.",
    },
  },
  create(context) {
    const sum = (node) => node.type === "BinaryExpression" && node.operator === "+";
    const pieces = (node) => (sum(node) ? [...pieces(node.left), ...pieces(node.right)] : [node]);
    const tagString = (node) => node.type === "Literal" && typeof node.value === "string" && TAG.test(node.value);
    const escaper = (node) => node.id?.type === "Identifier" && /^escape(html|xml)$/i.test(node.id.name) && context.report({ node, messageId: "escaper" });
    return {
      TemplateLiteral(node) {
        if (TAG.test(node.quasis.map((quasi) => quasi.value.raw).join("0"))) context.report({ node, messageId: "tags" });
      },
      BinaryExpression(node) {
        if (sum(node) && !sum(node.parent) && pieces(node).some(tagString)) context.report({ node, messageId: "tags" });
      },
      FunctionDeclaration: escaper,
      VariableDeclarator: escaper,
    };
  },
};

const carta = { rules: { "no-server-import-in-client": noServerImportInClient, "server-only-module": serverOnlyModule, "no-html-strings": noHtmlStrings } };

/** One of each: one Markdown pipeline with its sanitiser, one message formatter, one HTML renderer. */
const oneOfEach = [
  {
    group: ["react-markdown", "unified", "remark-*", "rehype-*", "micromark*", "mdast-*", "hast-util-*"],
    message: "Markdown goes through lib/html/markdown-html.ts (components/menu/markdown.tsx in React): one pipeline, one sanitiser.",
  },
  { group: ["intl-messageformat", "@formatjs/*", "**/i18n/simple-message"], message: "Messages are formatted by next-intl, or use-intl/core outside React." },
  {
    group: ["escape-html", "html-escaper", "**/escape-html", "lodash/escape", "lodash.escape"],
    message: "HTML is written as components rendered by lib/html/render-html.ts, which escapes every text and attribute.",
  },
];

/** The one clock is systemClock (lib/server/context.ts), or the clock a server function receives. */
const clockRule = {
  files: ["app/**/*.{ts,tsx}", "lib/server/**/*.{ts,tsx}"],
  ignores: ["lib/server/context.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Read the time from the clock (ctx.clock or systemClock in lib/server/context.ts), not `new Date()`." },
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Read the time from the clock (ctx.clock or systemClock in lib/server/context.ts), not `Date.now()`." },
    ],
  },
};

/*
 * Boundaries of components/ (only files under components/ are checked here):
 * - components/ui holds primitives: it imports no feature folder and nothing from components/forms.
 * - components/forms holds form plumbing shared by every screen: it imports no feature folder.
 * - each feature folder under components/admin (menu, promotions, tables, settings/<page>) imports no other
 *   feature folder; what two of them share lives in components/ui, components/forms or components/admin/shell.
 * Imports between folders go through "@/components/…" so the rules can see them.
 */
const ADMIN_FEATURES = [
  "menu",
  "promotions",
  "tables",
  ...["actions-history", "company", "profile", "store", "stores", "transfer-categories", "users", "wifi", "yandex-reviews"].map((page) => `settings/${page}`),
];
const FEATURE_FOLDERS = ["admin", "auth", "menu"];
const noParentImports = { group: ["../*"], message: "Import from another folder through @/components/… so the folder boundaries apply." };
const restrict = (files, groups, message) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [noParentImports, ...(groups.length ? [{ group: groups, message }] : [])] }] },
});
const componentBoundaries = [
  restrict(["components/**/*.{ts,tsx}"], [], ""),
  restrict(
    ["components/ui/**/*.{ts,tsx}"],
    [...FEATURE_FOLDERS, "forms"].flatMap((folder) => [`@/components/${folder}`, `@/components/${folder}/**`]),
    "components/ui holds primitives and imports no feature folder nor components/forms.",
  ),
  restrict(
    ["components/forms/**/*.{ts,tsx}"],
    FEATURE_FOLDERS.flatMap((folder) => [`@/components/${folder}`, `@/components/${folder}/**`]),
    "components/forms is shared by every screen and imports no feature folder.",
  ),
  ...ADMIN_FEATURES.map((feature) =>
    restrict(
      [`components/admin/${feature}/**/*.{ts,tsx}`],
      ADMIN_FEATURES.filter((other) => other !== feature).map((other) => `@/components/admin/${other}/**`),
      `components/admin/${feature} imports no other admin feature folder: shared code lives in components/ui, components/forms or components/admin/shell.`,
    ),
  ),
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // One Markdown pipeline and one message formatter, wherever the code lives.
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/html/markdown-html.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: oneOfEach }] },
  },
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
            ...oneOfEach,
          ],
        },
      ],
    },
  },
  // Client components ("use client" modules, wherever they live) import no server module except for its types.
  {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { carta },
    rules: { "carta/no-server-import-in-client": "error" },
  },
  ...componentBoundaries,
  // lib/ holds no view code: it imports nothing from components/.
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/components", "@/components/**", "**/components/**"], message: "lib/ imports nothing from components/: move what both need into lib/." }] },
      ],
    },
  },
  {
    files: ["lib/server/**/*.{ts,tsx}"],
    plugins: { carta },
    rules: { "carta/server-only-module": "error" },
  },
  clockRule,
  // Markup comes from components, never from strings with tags; the translation engines' placeholder tags
  // (`<x id="1"/>`, lib/translation/markup.ts) are their wire format, not a document.
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/translation/markup.ts"],
    plugins: { carta },
    rules: { "carta/no-html-strings": "error" },
  },
  // The guest pages' markup (Preact, rendered to HTML by the route handlers): Next's React components for
  // images, links and the document head do not exist there.
  {
    files: ["lib/views/**/*.tsx", "lib/html/**/*.tsx", "app/**/menu-domain/**/*.tsx", "lib/server/guest-page/**/*.tsx"],
    rules: { "@next/next/no-img-element": "off", "@next/next/no-head-element": "off", "@next/next/no-sync-scripts": "off", "@next/next/no-html-link-for-pages": "off" },
  },
  globalIgnores([".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "drizzle/**"]),
]);
