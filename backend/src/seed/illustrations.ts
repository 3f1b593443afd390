import sharp from 'sharp';
import { mulberry32 } from './random.js';

/**
 * Flat, text-free illustrations for the demo content, drawn as SVG and rendered to WebP with sharp.
 * No <text>: the host may have no fonts, and librsvg would then draw boxes. Everything is derived
 * from the motif and a seed, so the same seed always yields the same picture.
 */

export const MOTIFS = [
  'laptop',
  'phone',
  'chart',
  'cloud',
  'megaphone',
  'store',
  'documents',
  'network',
  'gears',
  'shield',
  'headset',
  'monitor',
  'donut',
  'browser',
  'router',
  'keyboard',
  'key',
  'minipc',
] as const;
export type Motif = (typeof MOTIFS)[number];

export interface IllustrationSpec {
  motif: Motif;
  seed: number;
  width: number;
  height: number;
}

interface Theme {
  bg: [string, string];
  stage: string;
  blobs: [string, string];
  blobOpacity: number;
  dots: string;
  dotOpacity: number;
}

const BRAND = '#2478E7';
const BRAND_DARK = '#134EA0';
const NAVY = '#0B2545';
const SKY = '#EAF3FE';
const SOFT = '#D6E8FD';
const TEAL = '#14B8A6';
const ORANGE = '#F59E0B';
const WHITE = '#FFFFFF';

const THEMES: Theme[] = [
  { bg: [SKY, WHITE], stage: WHITE, blobs: [BRAND, TEAL], blobOpacity: 0.12, dots: BRAND, dotOpacity: 0.25 },
  { bg: [BRAND, BRAND_DARK], stage: SKY, blobs: [WHITE, TEAL], blobOpacity: 0.14, dots: WHITE, dotOpacity: 0.3 },
  { bg: ['#CCFBF1', SKY], stage: WHITE, blobs: [TEAL, BRAND], blobOpacity: 0.16, dots: TEAL, dotOpacity: 0.35 },
  { bg: ['#FFEFD6', SKY], stage: WHITE, blobs: [ORANGE, BRAND], blobOpacity: 0.16, dots: ORANGE, dotOpacity: 0.35 },
  { bg: [NAVY, '#1B4B8A'], stage: SKY, blobs: [TEAL, BRAND], blobOpacity: 0.3, dots: WHITE, dotOpacity: 0.18 },
];

/** Varied but reproducible layouts. */
const prng = (seed: number) => mulberry32(seed * 2654435761);

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Rounded "text" line: how UI copy is suggested without any glyphs. */
const line = (x: number, y: number, w: number, fill: string, h = 10, opacity = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" opacity="${opacity}"/>`;

const tick = (cx: number, cy: number, s: number, stroke = WHITE, width = 8) =>
  `<path d="M${cx - s} ${cy} l${s * 0.7} ${s * 0.7} l${s * 1.3} -${s * 1.4}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners: Array<[number, number]> = [
      [a - step * 0.25, inner],
      [a - step * 0.15, outer],
      [a + step * 0.15, outer],
      [a + step * 0.25, inner],
    ];
    for (const [ang, rad] of corners) pts.push(`${r1(cx + rad * Math.cos(ang))},${r1(cy + rad * Math.sin(ang))}`);
  }
  return `<polygon points="${pts.join(' ')}"`;
}

/** Each motif is drawn in a 400x400 box centred on (200, 200). */
const DRAW: Record<Motif, (rand: () => number) => string> = {
  laptop: (rand) => {
    const colours = ['url(#gp)', TEAL, ORANGE, SOFT];
    let code = '';
    for (let i = 0; i < 7; i++) {
      const indent = [0, 18, 36, 18, 36, 18, 0][i];
      code += line(102 + indent, 112 + i * 17, 40 + Math.round(rand() * 110), colours[i % colours.length], 8);
    }
    return `
      <rect x="70" y="80" width="260" height="172" rx="16" fill="${NAVY}"/>
      <rect x="84" y="94" width="232" height="144" rx="8" fill="${WHITE}"/>
      ${code}
      <path d="M40 262 h320 l-14 22 a10 10 0 0 1 -9 6 h-274 a10 10 0 0 1 -9 -6 z" fill="${SOFT}"/>
      <rect x="170" y="262" width="60" height="8" rx="4" fill="${BRAND_DARK}" opacity="0.5"/>`;
  },
  phone: (rand) => {
    const tiles = [TEAL, ORANGE, 'url(#gp)', SOFT]
      .map((c, i) => `<rect x="${152 + (i % 2) * 52}" y="${140 + Math.floor(i / 2) * 60}" width="44" height="50" rx="10" fill="${c}"/>`)
      .join('');
    return `
      <rect x="128" y="46" width="144" height="308" rx="28" fill="${NAVY}"/>
      <rect x="140" y="64" width="120" height="272" rx="18" fill="${WHITE}"/>
      <rect x="140" y="64" width="120" height="62" rx="18" fill="url(#gp)"/>
      <rect x="140" y="100" width="120" height="26" fill="url(#gp)"/>
      ${line(154, 82, 56, WHITE, 8, 0.9)}${line(154, 98, 36 + Math.round(rand() * 30), WHITE, 8, 0.6)}
      ${tiles}
      ${line(152, 268, 96, SOFT, 10)}${line(152, 288, 70, SOFT, 10)}
      <rect x="176" y="318" width="48" height="6" rx="3" fill="${SOFT}"/>
      <circle cx="300" cy="110" r="26" fill="url(#ga)"/>${tick(300, 110, 10, WHITE, 6)}`;
  },
  chart: (rand) => {
    let bars = '';
    const heights: number[] = [];
    for (let i = 0; i < 5; i++) {
      const h = 50 + i * 26 + Math.round(rand() * 30);
      heights.push(h);
      bars += `<rect x="${96 + i * 46}" y="${300 - h}" width="30" height="${h}" rx="8" fill="${i === 4 ? 'url(#ga)' : i % 2 ? 'url(#gs)' : 'url(#gp)'}"/>`;
    }
    const pts = heights.map((h, i) => `${111 + i * 46},${300 - h - 26}`);
    const dots = pts.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="7" fill="${WHITE}" stroke="${ORANGE}" stroke-width="4"/>`).join('');
    return `
      <rect x="60" y="60" width="280" height="280" rx="24" fill="${WHITE}"/>
      ${line(86, 84, 90, NAVY, 10, 0.8)}${line(86, 102, 60, SOFT, 8)}
      ${bars}
      <rect x="84" y="304" width="232" height="4" rx="2" fill="${SOFT}"/>
      <polyline points="${pts.join(' ')}" fill="none" stroke="${ORANGE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
      ${dots}`;
  },
  cloud: () => `
      <path d="M300 250 a56 56 0 0 0 -20 -108 a80 80 0 0 0 -152 14 a50 50 0 0 0 4 100 z" fill="url(#gp)"/>
      <path d="M200 238 v-70 m-26 26 l26 -28 l26 28" fill="none" stroke="${WHITE}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M120 256 v34 h160 v-34 M200 256 v34" fill="none" stroke="${BRAND_DARK}" stroke-width="5" opacity="0.5"/>
      ${[92, 172, 252]
        .map(
          (x, i) =>
            `<rect x="${x}" y="290" width="56" height="44" rx="10" fill="${NAVY}"/><circle cx="${x + 14}" cy="312" r="5" fill="${[TEAL, ORANGE, TEAL][i]}"/>${line(x + 24, 308, 22, SOFT, 7)}`,
        )
        .join('')}`,
  megaphone: () => `
      <path d="M118 168 L268 104 V296 L118 232 Z" fill="url(#gp)"/>
      <ellipse cx="268" cy="200" rx="20" ry="96" fill="url(#gs)"/>
      <rect x="88" y="162" width="40" height="76" rx="12" fill="${NAVY}"/>
      <path d="M132 236 l18 66 a10 10 0 0 0 12 7 l14 -4 a10 10 0 0 0 7 -12 l-14 -50" fill="${BRAND_DARK}"/>
      <path d="M310 150 a70 70 0 0 1 0 100 M332 118 a110 110 0 0 1 0 164" fill="none" stroke="${ORANGE}" stroke-width="12" stroke-linecap="round"/>
      <circle cx="80" cy="110" r="14" fill="${ORANGE}"/><circle cx="60" cy="290" r="9" fill="${TEAL}"/>`,
  store: () => `
      <path d="M98 140 h184 l12 192 a16 16 0 0 1 -16 17 h-176 a16 16 0 0 1 -16 -17 z" fill="url(#gp)"/>
      <path d="M146 150 v-22 a44 44 0 0 1 88 0 v22" fill="none" stroke="${NAVY}" stroke-width="12" stroke-linecap="round"/>
      <path d="M138 230 q52 36 104 0" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>
      <rect x="252" y="236" width="112" height="102" rx="12" fill="url(#ga)"/>
      <rect x="296" y="236" width="24" height="102" fill="${WHITE}" opacity="0.55"/>
      <rect x="252" y="226" width="112" height="22" rx="8" fill="${ORANGE}"/>
      <circle cx="70" cy="300" r="26" fill="${TEAL}"/>${tick(70, 300, 10, WHITE, 6)}`,
  documents: (rand) => {
    let rows = '';
    for (let i = 0; i < 5; i++) {
      rows += `<circle cx="148" cy="${152 + i * 30}" r="7" fill="${i % 2 ? TEAL : BRAND}"/>${line(164, 147 + i * 30, 60 + Math.round(rand() * 70), SOFT, 10)}`;
    }
    return `
      <rect x="150" y="60" width="190" height="250" rx="18" fill="${SOFT}" transform="rotate(8 245 185)"/>
      <rect x="70" y="84" width="190" height="250" rx="18" fill="${WHITE}" opacity="0.7" transform="rotate(-7 165 209)"/>
      <rect x="118" y="96" width="196" height="256" rx="18" fill="${WHITE}" stroke="${SOFT}" stroke-width="3"/>
      <rect x="118" y="96" width="196" height="36" rx="18" fill="url(#gp)"/><rect x="118" y="116" width="196" height="16" fill="url(#gp)"/>
      ${rows}
      <circle cx="300" cy="320" r="34" fill="url(#gs)"/>${tick(300, 322, 13, WHITE, 8)}`;
  },
  network: (rand) => {
    const layers = [
      [120, 200, 280],
      [90, 160, 240, 310],
      [150, 250],
    ];
    const xs = [90, 200, 310];
    let edges = '';
    let nodes = '';
    for (let l = 0; l < layers.length - 1; l++) {
      for (const y1 of layers[l]) {
        for (const y2 of layers[l + 1]) {
          edges += `<line x1="${xs[l]}" y1="${y1}" x2="${xs[l + 1]}" y2="${y2}" stroke="${BRAND}" stroke-width="3" opacity="${r1(0.2 + rand() * 0.35)}"/>`;
        }
      }
    }
    const fills = ['url(#gp)', 'url(#gs)', 'url(#ga)'];
    layers.forEach((ys, l) =>
      ys.forEach((y, i) => {
        nodes += `<circle cx="${xs[l]}" cy="${y}" r="${l === 1 ? 20 : 24}" fill="${fills[(l + i) % 3]}"/><circle cx="${xs[l]}" cy="${y}" r="8" fill="${WHITE}"/>`;
      }),
    );
    return edges + nodes;
  },
  gears: () => `
      ${gearPath(170, 220, 110, 88, 12)} fill="url(#gp)"/>
      <circle cx="170" cy="220" r="44" fill="${WHITE}"/><circle cx="170" cy="220" r="20" fill="${NAVY}"/>
      ${gearPath(296, 120, 64, 50, 9)} fill="url(#ga)"/>
      <circle cx="296" cy="120" r="24" fill="${WHITE}"/>
      ${gearPath(300, 300, 44, 34, 8)} fill="url(#gs)"/>
      <circle cx="300" cy="300" r="15" fill="${WHITE}"/>`,
  shield: () => `
      <path d="M200 52 L322 100 V196 C322 276 268 328 200 356 C132 328 78 276 78 196 V100 Z" fill="url(#gp)"/>
      <path d="M200 84 L294 120 V198 C294 260 254 302 200 324 Z" fill="${WHITE}" opacity="0.16"/>
      ${tick(176, 206, 30, WHITE, 22)}
      <circle cx="318" cy="300" r="30" fill="url(#ga)"/>
      <rect x="306" y="296" width="24" height="20" rx="4" fill="${WHITE}"/>
      <path d="M310 296 v-6 a8 8 0 0 1 16 0 v6" fill="none" stroke="${WHITE}" stroke-width="4"/>`,
  headset: () => `
      <path d="M104 224 v-24 a96 96 0 0 1 192 0 v24" fill="none" stroke="${NAVY}" stroke-width="22" stroke-linecap="round"/>
      <rect x="80" y="196" width="56" height="100" rx="24" fill="url(#gp)"/>
      <rect x="264" y="196" width="56" height="100" rx="24" fill="url(#gp)"/>
      <path d="M292 290 q0 56 -76 56" fill="none" stroke="${NAVY}" stroke-width="10" stroke-linecap="round"/>
      <rect x="186" y="334" width="40" height="24" rx="12" fill="url(#ga)"/>
      <rect x="150" y="118" width="100" height="56" rx="18" fill="url(#gs)"/>
      <circle cx="178" cy="146" r="7" fill="${WHITE}"/><circle cx="200" cy="146" r="7" fill="${WHITE}"/><circle cx="222" cy="146" r="7" fill="${WHITE}"/>`,
  monitor: (rand) => {
    let blocks = '';
    for (let i = 0; i < 3; i++) {
      const h = 30 + Math.round(rand() * 46);
      blocks += `<rect x="${232 + i * 24}" y="${226 - h}" width="16" height="${h}" rx="5" fill="${[BRAND, TEAL, ORANGE][i]}"/>`;
    }
    return `
      <rect x="44" y="66" width="312" height="200" rx="16" fill="${NAVY}"/>
      <rect x="58" y="80" width="284" height="164" rx="8" fill="${WHITE}"/>
      <rect x="74" y="96" width="136" height="62" rx="10" fill="url(#gp)"/>
      ${line(74, 174, 120, SOFT, 10)}${line(74, 194, 90, SOFT, 10)}${line(74, 214, 104, SOFT, 10)}
      ${blocks}
      <rect x="230" y="96" width="96" height="14" rx="7" fill="${SOFT}"/>
      <path d="M178 266 h44 l8 36 h-60 z" fill="${BRAND_DARK}"/>
      <rect x="128" y="300" width="144" height="14" rx="7" fill="${NAVY}"/>`;
  },
  donut: (rand) => {
    const c = 2 * Math.PI * 100;
    const a = 0.35 + rand() * 0.15;
    const b = 0.25 + rand() * 0.1;
    const seg = (start: number, frac: number, colour: string) =>
      `<circle cx="180" cy="200" r="100" fill="none" stroke="${colour}" stroke-width="44" stroke-dasharray="${r1(c * frac - 6)} ${r1(c)}" stroke-dashoffset="${r1(-c * start)}" transform="rotate(-90 180 200)"/>`;
    return `
      <circle cx="180" cy="200" r="100" fill="none" stroke="${SOFT}" stroke-width="44"/>
      ${seg(0, a, BRAND)}${seg(a, b, TEAL)}${seg(a + b, 1 - a - b, ORANGE)}
      <circle cx="180" cy="200" r="56" fill="${WHITE}"/>
      ${line(150, 192, 60, NAVY, 10, 0.8)}${line(160, 210, 40, SOFT, 8)}
      <rect x="300" y="130" width="84" height="140" rx="16" fill="${WHITE}"/>
      ${[BRAND, TEAL, ORANGE].map((col, i) => `<circle cx="320" cy="${160 + i * 38}" r="8" fill="${col}"/>${line(334, 155 + i * 38, 36, SOFT, 10)}`).join('')}`;
  },
  browser: (rand) => {
    const cards = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${66 + i * 92}" y="236" width="80" height="66" rx="10" fill="${SKY}"/><rect x="${76 + i * 92}" y="246" width="24" height="24" rx="7" fill="${[BRAND, TEAL, ORANGE][i]}"/>${line(76 + i * 92, 280, 40 + Math.round(rand() * 18), SOFT, 8)}`,
      )
      .join('');
    return `
      <rect x="40" y="66" width="320" height="256" rx="18" fill="${WHITE}" stroke="${SOFT}" stroke-width="3"/>
      <rect x="40" y="66" width="320" height="38" rx="18" fill="${SOFT}"/><rect x="40" y="88" width="320" height="16" fill="${SOFT}"/>
      <circle cx="64" cy="85" r="6" fill="${ORANGE}"/><circle cx="84" cy="85" r="6" fill="${TEAL}"/><circle cx="104" cy="85" r="6" fill="${BRAND}"/>
      <rect x="130" y="78" width="200" height="14" rx="7" fill="${WHITE}"/>
      <rect x="66" y="120" width="268" height="100" rx="12" fill="url(#gp)"/>
      ${line(86, 144, 130, WHITE, 12, 0.95)}${line(86, 166, 90, WHITE, 10, 0.7)}
      <rect x="86" y="186" width="64" height="20" rx="10" fill="${ORANGE}"/>
      <circle cx="286" cy="170" r="30" fill="${WHITE}" opacity="0.2"/>
      ${cards}`;
  },
  router: () => `
      <path d="M130 120 a100 100 0 0 1 140 0 M152 146 a66 66 0 0 1 96 0 M176 172 a32 32 0 0 1 48 0" fill="none" stroke="url(#gp)" stroke-width="12" stroke-linecap="round"/>
      <rect x="110" y="176" width="14" height="70" rx="7" fill="${NAVY}" transform="rotate(-14 117 246)"/>
      <rect x="276" y="176" width="14" height="70" rx="7" fill="${NAVY}" transform="rotate(14 283 246)"/>
      <rect x="70" y="232" width="260" height="84" rx="24" fill="${NAVY}"/>
      <rect x="70" y="232" width="260" height="18" rx="9" fill="${BRAND_DARK}"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="${110 + i * 30}" cy="284" r="7" fill="${[TEAL, TEAL, ORANGE, BRAND][i]}"/>`).join('')}
      <rect x="250" y="276" width="56" height="16" rx="8" fill="${SOFT}" opacity="0.35"/>`,
  keyboard: () => {
    let keys = '';
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 8; col++) keys += `<rect x="${58 + col * 28}" y="${214 + row * 26}" width="22" height="20" rx="5" fill="${SOFT}" opacity="0.9"/>`;
    }
    return `
      <rect x="40" y="196" width="264" height="128" rx="18" fill="${NAVY}"/>
      ${keys}
      <rect x="98" y="292" width="140" height="18" rx="6" fill="${SOFT}" opacity="0.9"/>
      <rect x="306" y="196" width="64" height="104" rx="32" fill="url(#gp)"/>
      <line x1="338" y1="204" x2="338" y2="236" stroke="${WHITE}" stroke-width="4" opacity="0.8"/>
      <path d="M150 150 a40 40 0 0 1 56 0 M132 128 a66 66 0 0 1 92 0" fill="none" stroke="${TEAL}" stroke-width="10" stroke-linecap="round"/>`;
  },
  key: () => `
      <circle cx="136" cy="200" r="62" fill="none" stroke="url(#gp)" stroke-width="30"/>
      <rect x="186" y="186" width="172" height="28" rx="10" fill="url(#gp)"/>
      <rect x="300" y="206" width="20" height="40" rx="6" fill="${BRAND_DARK}"/>
      <rect x="330" y="206" width="20" height="28" rx="6" fill="${BRAND_DARK}"/>
      <circle cx="136" cy="200" r="16" fill="${ORANGE}"/>
      <rect x="220" y="96" width="120" height="60" rx="14" fill="${WHITE}"/>
      <circle cx="248" cy="126" r="14" fill="${TEAL}"/>${tick(248, 126, 6, WHITE, 4)}
      ${line(270, 116, 54, SOFT, 8)}${line(270, 130, 36, SOFT, 8)}`,
  minipc: () => `
      <rect x="96" y="136" width="208" height="156" rx="28" fill="${NAVY}"/>
      <rect x="96" y="136" width="208" height="40" rx="20" fill="${BRAND_DARK}"/>
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${138 + i * 26}" y="150" width="14" height="12" rx="4" fill="${SOFT}" opacity="0.4"/>`).join('')}
      <rect x="120" y="236" width="22" height="12" rx="3" fill="${SOFT}"/><rect x="150" y="236" width="22" height="12" rx="3" fill="${SOFT}"/>
      <rect x="180" y="238" width="14" height="8" rx="3" fill="${SOFT}"/>
      <circle cx="272" cy="242" r="9" fill="${TEAL}"/>
      <rect x="96" y="292" width="208" height="18" rx="9" fill="${BRAND}" opacity="0.4"/>
      <rect x="232" y="70" width="108" height="56" rx="14" fill="url(#ga)"/>
      ${line(248, 88, 60, WHITE, 8, 0.9)}${line(248, 104, 40, WHITE, 8, 0.7)}`,
};

/** A small floating UI card: icon dot plus two lines, the "dashboard fragment" look. */
function chip(x: number, y: number, colour: string, rand: () => number, scale: number): string {
  const w = 150 * scale;
  const h = 56 * scale;
  return `<g opacity="0.95">
    <rect x="${x + 4 * scale}" y="${y + 6 * scale}" width="${w}" height="${h}" rx="${16 * scale}" fill="${NAVY}" opacity="0.08"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${16 * scale}" fill="${WHITE}"/>
    <circle cx="${x + 28 * scale}" cy="${y + h / 2}" r="${14 * scale}" fill="${colour}"/>
    ${line(x + 52 * scale, y + 16 * scale, (60 + rand() * 30) * scale, NAVY, 8 * scale, 0.7)}
    ${line(x + 52 * scale, y + 32 * scale, (40 + rand() * 40) * scale, SOFT, 8 * scale)}
  </g>`;
}

export function illustrationSvg({ motif, seed, width, height }: IllustrationSpec): string {
  const rand = prng(seed + 1);
  const theme = THEMES[seed % THEMES.length];
  const wide = width > height;
  const cx = wide ? width * (0.5 + (rand() - 0.5) * 0.1) : width / 2;
  const cy = height / 2 + (wide ? 0 : 10);
  const scale = (Math.min(width, height) / 400) * (wide ? 0.78 : 0.74);
  const stageR = 200 * scale * 0.98;

  const blobs = [0, 1, 2]
    .map((i) => {
      const bx = i === 0 ? width * (0.05 + rand() * 0.15) : i === 1 ? width * (0.85 + rand() * 0.12) : width * (0.3 + rand() * 0.4);
      const by = i === 0 ? height * (0.1 + rand() * 0.2) : i === 1 ? height * (0.75 + rand() * 0.2) : height * (rand() < 0.5 ? 0.02 : 0.98);
      const br = Math.min(width, height) * (0.18 + rand() * 0.16);
      return `<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(br)}" fill="${theme.blobs[i % 2]}" opacity="${theme.blobOpacity}"/>`;
    })
    .join('');

  const dotsX = rand() < 0.5 ? 40 : width - 40 - 196;
  const dotsY = rand() < 0.5 ? 40 : height - 40 - 140;

  // Chips sit in the margins left of and right of the stage so they never cover the motif's centre.
  const chipScale = wide ? 1.15 : 0.95;
  const chipColours = [BRAND, TEAL, ORANGE];
  const chips = wide
    ? [
        chip(r1(cx - stageR - 120 * chipScale + rand() * 40), r1(height * (0.18 + rand() * 0.12)), chipColours[seed % 3], rand, chipScale),
        chip(r1(cx + stageR - 60 + rand() * 40), r1(height * (0.62 + rand() * 0.12)), chipColours[(seed + 1) % 3], rand, chipScale),
      ].join('')
    : chip(r1(width * (0.06 + rand() * 0.06)), r1(height * (0.76 + rand() * 0.06)), chipColours[seed % 3], rand, chipScale);

  const sparkles = [0, 1, 2, 3]
    .map((i) => {
      const sx = r1(rand() * width);
      const sy = r1(rand() * height);
      const colour = [ORANGE, TEAL, theme.dots, BRAND][i];
      return i % 2
        ? `<circle cx="${sx}" cy="${sy}" r="${r1(5 + rand() * 7)}" fill="${colour}" opacity="0.7"/>`
        : `<path d="M${sx} ${sy - 12} v24 M${sx - 12} ${sy} h24" stroke="${colour}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.bg[0]}"/><stop offset="1" stop-color="${theme.bg[1]}"/></linearGradient>
    <linearGradient id="gp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4F9BFF"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient>
    <linearGradient id="gs" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2DD4BF"/><stop offset="1" stop-color="#0F8F83"/></linearGradient>
    <linearGradient id="ga" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FBBF24"/><stop offset="1" stop-color="#EA7A0C"/></linearGradient>
    <radialGradient id="stage" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${theme.stage}"/><stop offset="1" stop-color="${theme.stage === WHITE ? SKY : SOFT}"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="${theme.dots}" opacity="${theme.dotOpacity}"/></pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${blobs}
  <rect x="${dotsX}" y="${dotsY}" width="196" height="140" fill="url(#dots)"/>
  ${sparkles}
  <circle cx="${r1(cx + 10 * scale)}" cy="${r1(cy + 14 * scale)}" r="${r1(stageR)}" fill="${NAVY}" opacity="0.07"/>
  <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(stageR)}" fill="url(#stage)"/>
  <g transform="translate(${r1(cx - 200 * scale)} ${r1(cy - 200 * scale)}) scale(${r1(scale * 100) / 100})">${DRAW[motif](rand)}</g>
  ${chips}
</svg>`;
}

/** Renders every spec to WebP; sharp spreads the work over its thread pool. */
export async function renderIllustrations(specs: IllustrationSpec[]): Promise<Buffer[]> {
  return Promise.all(
    specs.map((spec) =>
      sharp(Buffer.from(illustrationSvg(spec)))
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    ),
  );
}

export interface PortraitSpec {
  seed: number;
  /** Skin, hair and clothing tones, so the two leaders do not look alike. */
  skin: string;
  hair: string;
  shirt: string;
  /** Longer hair drawn behind the shoulders. */
  longHair?: boolean;
}

/**
 * A stylised head-and-shoulders portrait (square, no text): the demo's stand-in for a photo of a
 * person, replaced through Settings with a real one.
 */
export function portraitSvg({ seed, skin, hair, shirt, longHair = false }: PortraitSpec, size = 480): string {
  const rand = prng(seed + 101);
  const theme = THEMES[seed % THEMES.length];
  const s = size / 480;
  const cx = 240 * s;
  const headY = (200 + (rand() - 0.5) * 10) * s;
  const headR = 82 * s;
  const hairBack = longHair
    ? `<path d="M${cx - 100 * s} ${headY} Q${cx - 110 * s} ${headY + 170 * s} ${cx - 70 * s} ${headY + 190 * s} L${cx + 70 * s} ${headY + 190 * s} Q${cx + 110 * s} ${headY + 170 * s} ${cx + 100 * s} ${headY} Z" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.bg[0]}"/><stop offset="1" stop-color="${theme.bg[1]}"/></linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="${r1((80 + rand() * 60) * s)}" cy="${r1((90 + rand() * 60) * s)}" r="${r1(90 * s)}" fill="${theme.blobs[0]}" opacity="${theme.blobOpacity}"/>
  <circle cx="${r1((380 + rand() * 40) * s)}" cy="${r1((120 + rand() * 60) * s)}" r="${r1(70 * s)}" fill="${theme.blobs[1]}" opacity="${theme.blobOpacity}"/>
  ${hairBack}
  <path d="M${cx - 170 * s} ${size} Q${cx - 160 * s} ${headY + 140 * s} ${cx} ${headY + 130 * s} Q${cx + 160 * s} ${headY + 140 * s} ${cx + 170 * s} ${size} Z" fill="${shirt}"/>
  <path d="M${cx - 34 * s} ${headY + 128 * s} L${cx} ${headY + 176 * s} L${cx + 34 * s} ${headY + 128 * s} Z" fill="${WHITE}" opacity="0.9"/>
  <rect x="${cx - 26 * s}" y="${headY + 60 * s}" width="${52 * s}" height="${74 * s}" rx="${20 * s}" fill="${skin}"/>
  <circle cx="${cx}" cy="${headY}" r="${headR}" fill="${skin}"/>
  <path d="M${cx - headR - 4 * s} ${headY - 4 * s} Q${cx - headR} ${headY - headR - 30 * s} ${cx + 6 * s} ${headY - headR - 14 * s} Q${cx + headR + 10 * s} ${headY - headR} ${cx + headR + 4 * s} ${headY - 6 * s} Q${cx + 40 * s} ${headY - 52 * s} ${cx - 20 * s} ${headY - 44 * s} Q${cx - 60 * s} ${headY - 40 * s} ${cx - headR - 4 * s} ${headY - 4 * s} Z" fill="${hair}"/>
  <circle cx="${cx - 28 * s}" cy="${headY + 8 * s}" r="${7 * s}" fill="${NAVY}"/>
  <circle cx="${cx + 28 * s}" cy="${headY + 8 * s}" r="${7 * s}" fill="${NAVY}"/>
  <path d="M${cx - 24 * s} ${headY + 40 * s} Q${cx} ${headY + 58 * s} ${cx + 24 * s} ${headY + 40 * s}" stroke="${NAVY}" stroke-width="${5 * s}" fill="none" stroke-linecap="round" opacity="0.7"/>
</svg>`;
}

/** Renders portraits to WebP. */
export async function renderPortraits(specs: PortraitSpec[]): Promise<Buffer[]> {
  return Promise.all(specs.map((spec) => sharp(Buffer.from(portraitSvg(spec))).webp({ quality: 82, effort: 2 }).toBuffer()));
}
