// Regenerates the posters of the demo blog icon videos (icon-N.poster.png): the frame at 1 s of
// each video, the same still the website shows under reduced motion, drawn by Chromium (the
// system's, as the browser tests use it). Run: npx tsx backend/assets/demo/make-posters.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  for (const n of [1, 2, 3]) {
    const video = readFileSync(path.join(here, `icon-${n}.webm`)).toString('base64');
    const dataUrl = await page.evaluate(async (b64) => {
      const el = document.createElement('video');
      el.muted = true;
      el.src = `data:video/webm;base64,${b64}`;
      await new Promise((resolve, reject) => {
        el.onloadeddata = resolve;
        el.onerror = reject;
      });
      el.currentTime = 1;
      await new Promise((resolve) => (el.onseeked = resolve));
      const canvas = document.createElement('canvas');
      canvas.width = el.videoWidth;
      canvas.height = el.videoHeight;
      canvas.getContext('2d')?.drawImage(el, 0, 0);
      return canvas.toDataURL('image/png');
    }, video);
    writeFileSync(path.join(here, `icon-${n}.poster.png`), Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  }
} finally {
  await browser.close();
}
