// Generates every icon from one source image (assets/icon.svg) into public/icons/. Runs before every build;
// skips the work when the icons are newer than the source and this script.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'assets/icon.svg');
const outDir = join(root, 'public/icons');
const BACKGROUND = '#1e3a8a'; // the source's own background, so the maskable icon bleeds to the edges

// Maskable icons may be cropped to a circle of 80% of their size: the artwork sits inside that safe zone.
const SAFE_ZONE = 0.8;

const targets = [
  { file: 'icon-192.png', make: () => square(192) },
  { file: 'icon-512.png', make: () => square(512) },
  { file: 'apple-touch-icon.png', make: () => flat(180) },
  { file: 'maskable-512.png', make: () => maskable(512) },
];

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function render(size) {
  return sharp(source, { density: Math.ceil((72 * size) / 512) * 2 }).resize(size, size);
}

function square(size) {
  return render(size).png({ compressionLevel: 9 });
}

// iOS paints transparent corners black: the touch icon gets the background colour under it.
function flat(size) {
  return render(size).flatten({ background: BACKGROUND }).png({ compressionLevel: 9 });
}

async function maskable(size) {
  const inner = Math.round(size * SAFE_ZONE);
  const art = await render(inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: art, gravity: 'centre' }])
    .png({ compressionLevel: 9 });
}

const newestInput = Math.max(mtime(source), mtime(fileURLToPath(import.meta.url)));
mkdirSync(outDir, { recursive: true });
let made = 0;
for (const { file, make } of targets) {
  const out = join(outDir, file);
  if (mtime(out) > newestInput) continue;
  await (await make()).toFile(out);
  made += 1;
}
if (mtime(join(outDir, 'icon.svg')) <= newestInput) copyFileSync(source, join(outDir, 'icon.svg'));
console.log(made ? `icons: generated ${made} in public/icons` : 'icons: up to date');
