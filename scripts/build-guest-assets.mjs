// Builds what guest pages send besides their HTML: the islands script (components/menu/islands, Preact in
// place of React) and the stylesheet (components/menu/guest.css), content-hashed into .next/guest with a
// manifest the pages read (lib/server/guest-page/guest-assets.ts). Runs after `next build`, which empties .next.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import { build } from "esbuild";
import postcss from "postcss";

const root = process.cwd();
const out = path.join(root, ".next", "guest");
const hashed = (name, extension, content) => `${name}-${createHash("sha256").update(content).digest("hex").slice(0, 16)}.${extension}`;

async function script() {
  const result = await build({
    entryPoints: [path.join(root, "components/menu/islands/main.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2020", "safari14"],
    write: false,
    jsx: "automatic",
    jsxImportSource: "preact",
    define: { "process.env.NODE_ENV": '"production"' },
    alias: {
      react: path.join(root, "components/menu/islands/react.mjs"),
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
      "next-intl": path.join(root, "components/menu/islands/intl.ts"),
    },
    logLevel: "warning",
    logOverride: { "unsupported-directive": "silent" },
  });
  return result.outputFiles[0].contents;
}

async function stylesheet() {
  const from = path.join(root, "components/menu/guest.css");
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(readFileSync(from, "utf8"), { from });
  return result.css;
}

const [js, css] = await Promise.all([script(), stylesheet()]);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = { script: hashed("islands", "js", js), stylesheet: hashed("guest", "css", css) };
writeFileSync(path.join(out, manifest.script), js);
writeFileSync(path.join(out, manifest.stylesheet), css);
writeFileSync(path.join(out, "manifest.json"), JSON.stringify(manifest));
console.log(`Guest assets: ${manifest.script} (${js.length} B), ${manifest.stylesheet} (${css.length} B)`);
