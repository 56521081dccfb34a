// Generates every icon from one source image (assets/icon.svg) into public/icons/. Runs at the start of every
// Vite build and dev server (see vite.config.ts) and on its own (`node scripts/generate-icons.mjs`); skips the work
// when the icons are newer than the source and this script.
import { copyFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
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

/** Writes beside the target, then renames: a build running at the same time never reads half a file. */
async function writeAtomically(out, write) {
  const temp = `${out}.${process.pid}.tmp`;
  await write(temp);
  renameSync(temp, out);
}

/** Returns how many icons were (re)generated. */
export async function generateIcons() {
  const newestInput = Math.max(mtime(source), mtime(fileURLToPath(import.meta.url)));
  mkdirSync(outDir, { recursive: true });
  let made = 0;
  for (const { file, make } of targets) {
    const out = join(outDir, file);
    if (mtime(out) > newestInput) continue;
    const image = await make();
    await writeAtomically(out, (temp) => image.toFile(temp));
    made += 1;
  }
  const svg = join(outDir, 'icon.svg');
  if (mtime(svg) <= newestInput) await writeAtomically(svg, async (temp) => copyFileSync(source, temp));
  return made;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const made = await generateIcons();
  console.log(made ? `icons: generated ${made} in public/icons` : 'icons: up to date');
}
