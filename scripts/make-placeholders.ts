// Draws the menu's placeholder images into public/placeholders/: `npx tsx scripts/make-placeholders.ts`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const WIDTH = 600;
const HEIGHT = 400;
const OUT = path.join(process.cwd(), "public", "placeholders");
const FONT = "Noto Sans CJK SC, Noto Serif CJK SC, Noto Sans Arabic, Noto Naskh Arabic, DejaVu Sans, sans-serif";

const DISH = `
  <g fill="none" stroke="#a1a1aa" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
    <ellipse cx="300" cy="190" rx="110" ry="34"/>
    <path d="M200 180 a100 80 0 0 1 200 0"/>
    <path d="M300 100 v-14"/>
    <path d="M170 230 h260"/>
  </g>`;

const GAME = `
  <g fill="none" stroke="#a1a1aa" stroke-width="10" stroke-linejoin="round">
    <rect x="220" y="90" width="160" height="160" rx="26"/>
  </g>
  <g fill="#a1a1aa">
    <circle cx="260" cy="130" r="13"/><circle cx="340" cy="130" r="13"/><circle cx="300" cy="170" r="13"/>
    <circle cx="260" cy="210" r="13"/><circle cx="340" cy="210" r="13"/>
  </g>`;

function svg(pictogram: string, caption: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="100%" height="100%" fill="#f4f4f5"/>${pictogram}
  <text x="300" y="320" text-anchor="middle" font-family="${FONT}" font-size="34" fill="#71717a">${caption}</text>
</svg>`;
}

const IMAGES: Record<string, string> = {
  "no-photo-ru": svg(DISH, "Нет фото"),
  "no-photo-en": svg(DISH, "No photo"),
  "no-photo-zh": svg(DISH, "暂无图片"),
  "no-photo-ar": svg(DISH, "لا توجد صورة"),
  "no-photo-tr": svg(DISH, "Fotoğraf yok"),
  "no-photo-fr": svg(DISH, "Pas de photo"),
  "no-game": svg(GAME, ""),
};

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const [name, image] of Object.entries(IMAGES)) {
    const file = path.join(OUT, `${name}.webp`);
    const info = await sharp(Buffer.from(image)).webp({ quality: 70, effort: 6 }).toFile(file);
    console.log(`${path.relative(process.cwd(), file)}: ${info.width}×${info.height}, ${info.size} bytes`);
  }
}

void main();
