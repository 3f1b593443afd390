// Regenerates the demo blog icon videos (icon-1..3.webm): 320x320, 3 s, 24 fps, VP9, seamless loops.
// Every motion is periodic in 3 s (or a divisor of it), so the last frame leads back into the first.
// Needs ffmpeg with libvpx-vp9 on PATH. Run: npx tsx backend/assets/demo/make-icons.ts [1 2 3]
// (geq evaluates every pixel of every frame in software: a few minutes on two cores).
import { execFileSync } from 'node:child_process';
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const S = 320;
const C = S / 2;
const DUR = 3;

const BRAND = [36, 120, 231];
const BRAND_DARK = [19, 78, 160];
const TEAL = [20, 184, 166];
const ORANGE = [245, 158, 11];
const SKY = [234, 243, 254];
const NAVY_TOP = [11, 37, 69];
const NAVY_BOTTOM = [19, 49, 92];

/** Per channel: layers painted over a background, each `[coverage expression, rgb]`. */
function paint(bg, layers) {
  return [0, 1, 2].map((ch) => {
    // Register 0 holds the colour so far; nesting the expression instead would double it per layer.
    const steps = [`st(0,${bg[ch]})`];
    for (const [cov, rgb] of layers) steps.push(`st(0,ld(0)+(${rgb[ch]}-ld(0))*clip(${cov},0,1))`);
    steps.push('ld(0)');
    return steps.join(';');
  });
}
const vgrad = (top, bottom, ch) => `(${top[ch]}+(${bottom[ch] - top[ch]})*Y/H)`;
const bgGrad = (top, bottom) => [0, 1, 2].map((ch) => vgrad(top, bottom, ch));
const disc = (cx, cy, r) => `(${r}+0.5-hypot(X-(${cx}),Y-(${cy})))`;
const tau = '(2*PI)';

// 1: a pulse: rings travel outward from a breathing core (period 1.5 s).
function pulse() {
  const d = `hypot(X-${C},Y-${C})`;
  const ring = `pow(0.5+0.5*cos(${tau}*(${d}/46-T/1.5)),8)*clip(1-${d}/150,0,1)*gte(${d},44)`;
  const core = disc(C, C, `38+4*sin(${tau}*T/1.5)`);
  const halo = `0.25*clip(1-abs(${d}-58)/10,0,1)`;
  return paint(bgGrad(SKY, [214, 232, 253]), [
    [ring, TEAL],
    [halo, BRAND],
    [core, BRAND],
    [disc(C, C, `14+3*sin(${tau}*T/1.5)`), [255, 255, 255]],
  ]);
}

// 2: three nodes orbit a hub on a dark ground (one turn in 3 s).
function orbit() {
  const ringCov = `0.45*clip(1.5-abs(hypot(X-${C},Y-${C})-100),0,1)`;
  const dots = [BRAND, TEAL, ORANGE].map((rgb, k) => {
    const a = `(${tau}*T/${DUR}+${(2 * Math.PI * k) / 3})`;
    return [disc(`${C}+100*cos(${a})`, `${C}+100*sin(${a})`, 20), rgb];
  });
  const spokes = [0, 1, 2].map((k) => {
    const a = `(${tau}*T/${DUR}+${(2 * Math.PI * k) / 3})`;
    // distance from the line through the centre at angle a, limited to the hub..node span
    const along = `((X-${C})*cos(${a})+(Y-${C})*sin(${a}))`;
    const across = `abs(-(X-${C})*sin(${a})+(Y-${C})*cos(${a}))`;
    return [`0.35*clip(1.5-${across},0,1)*between(${along},30,90)`, SKY];
  });
  return paint(bgGrad(NAVY_TOP, NAVY_BOTTOM), [
    [ringCov, [90, 140, 210]],
    ...spokes,
    ...dots,
    [disc(C, C, `30+3*sin(${tau}*T/1.5)`), SKY],
    [disc(C, C, 12), BRAND],
  ]);
}

// 3: a bar chart whose pill-topped bars rise and fall in a wave (period 3 s).
function bars() {
  const width = 44;
  const gap = 20;
  const left = (S - (4 * width + 3 * gap)) / 2;
  const base = 262;
  const colours = [BRAND, TEAL, ORANGE, BRAND_DARK];
  const layers = colours.map((rgb, i) => {
    const x0 = left + i * (width + gap);
    const cx = x0 + width / 2;
    const top = `(${base}-(118+62*sin(${tau}*T/${DUR}-${(i * Math.PI) / 2})))`;
    const r = width / 2;
    const body = `between(X,${x0},${x0 + width - 1})*clip(Y-(${top}+${r})+1,0,1)*lte(Y,${base})`;
    const cap = `clip(${r}+0.5-hypot(X-${cx + 0.5 - 0.5},Y-(${top}+${r})),0,1)*lt(Y,${top}+${r}+1)`;
    return [`max(${body},${cap})`, rgb];
  });
  const axis = [`between(Y,${base + 6},${base + 8})*between(X,${left - 12},${S - left + 12})`, [160, 190, 230]];
  return paint(bgGrad([248, 251, 255], SKY), [...layers, axis]);
}

const work = mkdtempSync(path.join(tmpdir(), 'icons-'));
const only = process.argv.slice(2).map(Number); // e.g. `node make-icons.mjs 2` redoes icon-2 only
for (const [i, make] of [pulse, orbit, bars].entries()) {
  if (only.length > 0 && !only.includes(i + 1)) continue;
  const [r, g, b] = make();
  const script = path.join(work, `f${i}.txt`);
  writeFileSync(script, `format=gbrp,geq=r='${r}':g='${g}':b='${b}',format=yuv420p`);
  const out = path.join(here, `icon-${i + 1}.webm`);
  execFileSync('ffmpeg', [
    '-y', '-hide_banner', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `color=c=white:s=${S}x${S}:r=24:d=${DUR}`,
    '-filter_script:v', script,
    '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
    '-g', '72', '-pix_fmt', 'yuv420p', '-metadata', 'title=', out,
  ], { stdio: 'inherit' });
  console.log('wrote', out);
}
rmSync(work, { recursive: true, force: true });
