import type { ReactNode } from 'react';
import type { HeroSlide } from './copy.js';

/*
 * Self-drawn hero illustrations (no image requests): simple shapes on the hero's blue gradient.
 * Decorative, so hidden from assistive technology; the slide's title carries the meaning.
 */

const W = '#ffffff';
const SOFT = '#cfe2ff';
const SKY = '#7fb6ff';
const ACCENT = '#ff8a3d';
const MINT = '#45d6a4';
const INK = '#0f1b2d';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <circle cx="250" cy="180" r="150" fill={W} opacity=".06" />
      <circle cx="250" cy="180" r="105" fill={W} opacity=".06" />
      {children}
    </svg>
  );
}

/** A row of text-like bars. */
function Lines({ x, y, widths, gap = 14, h = 6, fill = SOFT }: { x: number; y: number; widths: number[]; gap?: number; h?: number; fill?: string }) {
  return (
    <>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height={h} rx={h / 2} fill={fill} />
      ))}
    </>
  );
}

function Presence() {
  return (
    <Frame>
      {/* browser window */}
      <rect x="40" y="50" width="330" height="230" rx="14" fill={W} />
      <rect x="40" y="50" width="330" height="30" rx="14" fill={SOFT} />
      <rect x="40" y="66" width="330" height="14" fill={SOFT} />
      <circle cx="60" cy="65" r="5" fill={ACCENT} />
      <circle cx="76" cy="65" r="5" fill="#ffc857" />
      <circle cx="92" cy="65" r="5" fill={MINT} />
      <rect x="112" y="59" width="150" height="12" rx="6" fill={W} />
      <rect x="60" y="98" width="170" height="16" rx="5" fill={INK} opacity=".85" />
      <Lines x={60} y={126} widths={[150, 130, 90]} fill="#c7d3e3" />
      <rect x="60" y="176" width="84" height="24" rx="12" fill="#2478e7" />
      <rect x="250" y="98" width="100" height="100" rx="10" fill="#e8f1fd" />
      <path d="M262 184l24-32 18 22 12-14 22 24z" fill={SKY} />
      <circle cx="322" cy="122" r="10" fill={ACCENT} />
      <rect x="60" y="220" width="90" height="44" rx="8" fill="#e8f1fd" />
      <rect x="160" y="220" width="90" height="44" rx="8" fill="#e8f1fd" />
      <rect x="260" y="220" width="90" height="44" rx="8" fill="#e8f1fd" />
      {/* phone */}
      <rect x="340" y="120" width="104" height="200" rx="18" fill={INK} />
      <rect x="348" y="132" width="88" height="176" rx="11" fill={W} />
      <rect x="358" y="146" width="68" height="44" rx="7" fill="#2478e7" />
      <Lines x={358} y={202} widths={[60, 46, 54]} gap={12} fill="#c7d3e3" />
      <rect x="358" y="248" width="68" height="18" rx="9" fill={ACCENT} />
      <rect x="374" y="286" width="36" height="5" rx="2.5" fill="#c7d3e3" />
      {/* rating badge */}
      <rect x="18" y="250" width="120" height="44" rx="22" fill={W} />
      <path d="M44 262l3.5 7 7.7 1.1-5.6 5.4 1.3 7.7-6.9-3.6-6.9 3.6 1.3-7.7-5.6-5.4 7.7-1.1z" fill="#f5a623" />
      <Lines x={62} y={264} widths={[58, 40]} gap={12} fill="#c7d3e3" />
    </Frame>
  );
}

function Growth() {
  const bars = [50, 80, 70, 115, 150];
  return (
    <Frame>
      <rect x="50" y="60" width="270" height="220" rx="16" fill={W} />
      <Lines x={72} y={82} widths={[110, 70]} fill="#c7d3e3" />
      {bars.map((h, i) => (
        <rect key={i} x={80 + i * 46} y={255 - h} width="28" height={h} rx="6" fill={i === bars.length - 1 ? '#2478e7' : SKY} />
      ))}
      <path d="M80 205L126 185 172 192 218 150 264 112 300 96" fill="none" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M286 88l18 6-10 15" fill="none" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="72" y="262" width="230" height="3" rx="1.5" fill="#e2e8f0" />
      {/* donut card */}
      <rect x="300" y="170" width="140" height="140" rx="16" fill={W} />
      <circle cx="370" cy="228" r="36" fill="none" stroke="#e8f1fd" strokeWidth="16" />
      <circle cx="370" cy="228" r="36" fill="none" stroke={MINT} strokeWidth="16" strokeDasharray="170 227" transform="rotate(-90 370 228)" />
      <rect x="335" y="280" width="70" height="7" rx="3.5" fill="#c7d3e3" />
      {/* people network */}
      <path d="M360 70L410 110M360 70L330 130M410 110L330 130" stroke={W} strokeOpacity=".6" strokeWidth="2" strokeDasharray="4 5" />
      <circle cx="360" cy="70" r="18" fill={ACCENT} />
      <circle cx="410" cy="110" r="14" fill={MINT} />
      <circle cx="330" cy="130" r="12" fill={W} />
    </Frame>
  );
}

/** A toothed gear: a thick dashed ring reads as teeth. */
function Gear({ cx, cy, r, color }: { cx: number; cy: number; r: number; color: string }) {
  const teeth = (2 * Math.PI * r) / 16;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={color} strokeWidth={r * 0.45} strokeDasharray={`${teeth / 2} ${teeth / 2}`} />
      <circle cx={cx} cy={cy} r={r * 0.8} fill={color} />
      <circle cx={cx} cy={cy} r={r * 0.32} fill="#1a5cb8" />
    </>
  );
}

function Automation() {
  return (
    <Frame>
      <path d="M90 90H170M90 270H170M330 90H400M330 270H400M250 60V100M250 260V300" stroke={W} strokeOpacity=".55" strokeWidth="3" strokeDasharray="6 6" />
      {/* chip */}
      <rect x="170" y="100" width="160" height="160" rx="24" fill={W} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} fill={SOFT}>
          <rect x={190 + i * 36} y="84" width="12" height="20" rx="4" />
          <rect x={190 + i * 36} y="256" width="12" height="20" rx="4" />
          <rect x="154" y={120 + i * 36} width="20" height="12" rx="4" />
          <rect x="326" y={120 + i * 36} width="20" height="12" rx="4" />
        </g>
      ))}
      <rect x="200" y="130" width="100" height="100" rx="16" fill="#2478e7" />
      <path d="M226 200l16-44h8l16 44M232 186h28M278 156v44" fill="none" stroke={W} strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      {/* flow nodes */}
      <rect x="36" y="66" width="60" height="48" rx="12" fill={W} />
      <path d="M52 90l8 8 16-16" fill="none" stroke={MINT} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="36" y="246" width="60" height="48" rx="12" fill={W} />
      <Lines x={48} y={260} widths={[36, 24]} gap={12} fill="#c7d3e3" />
      <Gear cx={420} cy={90} r={30} color={ACCENT} />
      <Gear cx={420} cy={270} r={24} color={SOFT} />
      <circle cx="250" cy="44" r="14" fill={MINT} />
      <circle cx="250" cy="316" r="14" fill={ACCENT} />
    </Frame>
  );
}

function Cloud() {
  return (
    <Frame>
      <path d="M140 170a56 56 0 0 1 20-108 78 78 0 0 1 148 14 52 52 0 0 1 32 94z" fill={W} />
      <path d="M200 118l24-24 24 24M224 96v52" fill="none" stroke="#2478e7" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M280 112h30M280 132h20" stroke={SKY} strokeWidth="7" strokeLinecap="round" />
      <path d="M170 170v30M240 170v30M310 170v30" stroke={W} strokeOpacity=".7" strokeWidth="3" strokeDasharray="5 5" />
      {[130, 200, 270].map((x, i) => (
        <g key={x}>
          <rect x={x} y="200" width="80" height="110" rx="10" fill={i === 1 ? W : SOFT} />
          {[0, 1, 2].map((row) => (
            <g key={row}>
              <rect x={x + 10} y={214 + row * 32} width="60" height="22" rx="5" fill={i === 1 ? '#e8f1fd' : W} />
              <circle cx={x + 22} cy={225 + row * 32} r="4" fill={row === 0 ? MINT : row === 1 ? '#2478e7' : ACCENT} />
              <rect x={x + 34} y={223 + row * 32} width="28" height="4" rx="2" fill="#c7d3e3" />
            </g>
          ))}
        </g>
      ))}
      <circle cx="72" cy="120" r="26" fill={ACCENT} />
      <path d="M62 120l8 8 14-16" fill="none" stroke={W} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="380" y="230" width="74" height="56" rx="12" fill={W} />
      <path d="M392 272l14-14 12 8 24-22" fill="none" stroke={MINT} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}

function Code() {
  const rows: Array<[number, number, string]> = [
    [0, 60, '#c792ea'],
    [0, 120, SKY],
    [20, 90, MINT],
    [20, 140, '#ffc857'],
    [40, 70, SKY],
    [40, 110, ACCENT],
    [20, 50, MINT],
    [0, 30, '#c792ea'],
  ];
  return (
    <Frame>
      <rect x="40" y="48" width="300" height="236" rx="14" fill={INK} />
      <rect x="40" y="48" width="300" height="30" rx="14" fill="#1c2b42" />
      <rect x="40" y="64" width="300" height="14" fill="#1c2b42" />
      <circle cx="60" cy="63" r="5" fill={ACCENT} />
      <circle cx="76" cy="63" r="5" fill="#ffc857" />
      <circle cx="92" cy="63" r="5" fill={MINT} />
      {rows.map(([indent, w, c], i) => (
        <g key={i}>
          <rect x="58" y={98 + i * 22} width="12" height="7" rx="3.5" fill="#3b4d68" />
          <rect x={84 + indent} y={98 + i * 22} width={w} height="7" rx="3.5" fill={c} />
        </g>
      ))}
      {/* terminal */}
      <rect x="250" y="190" width="200" height="130" rx="14" fill={W} />
      <path d="M272 222l14 12-14 12" fill="none" stroke="#2478e7" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="296" y="238" width="60" height="7" rx="3.5" fill="#c7d3e3" />
      <Lines x={272} y={264} widths={[150, 110, 80]} gap={14} fill="#c7d3e3" />
      <circle cx="428" cy="292" r="10" fill={MINT} />
      {/* brackets badge */}
      <circle cx="400" cy="110" r="46" fill={ACCENT} />
      <path d="M386 92l-16 18 16 18M414 92l16 18-16 18M406 86l-12 48" fill="none" stroke={W} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}

const ART: Record<HeroSlide['art'], () => ReactNode> = {
  presence: Presence,
  growth: Growth,
  automation: Automation,
  cloud: Cloud,
  code: Code,
};

export function SlideArt({ art }: { art: HeroSlide['art'] }) {
  const Art = ART[art];
  return <Art />;
}
