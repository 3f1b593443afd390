/**
 * Renders the console's icons from their SVG sources (run after changing an SVG; the PNGs are
 * committed so that packaging needs no image tools): the 512 px application icon, from which
 * electron-builder derives .ico and .icns, and the 32 px tray icon.
 */
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(import.meta.dirname, '../resources');

const renders = [
  { svg: 'icon.svg', png: 'icon.png', size: 512 },
  { svg: 'tray.svg', png: 'tray.png', size: 32 },
] as const;

for (const { svg, png, size } of renders) {
  await sharp(path.join(dir, svg), { density: 72 * Math.ceil(size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, png));
  console.log(`resources/${png}: ${size}x${size}`);
}
