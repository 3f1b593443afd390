import type { ReactNode } from 'react';
import type { IllustrationKind } from './illustrationKinds.js';

export type { IllustrationKind };

/*
 * Self-drawn, self-hosted illustrations for the service pages: flat shapes in the brand palette,
 * so every page has imagery without a request to any outside host.
 */

const C = {
  brand: '#2478E7',
  brandDark: '#1A5CB8',
  sky: '#5AA2FF',
  soft: '#E8F1FD',
  softer: '#F5F8FC',
  accent: '#FF8A3D',
  mint: '#2BC4A0',
  ink: '#0F1B2D',
  line: '#D5DFEC',
  grey: '#B8C6D9',
  white: '#FFFFFF',
};

function Browser({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y + 6} width={w} height={h} rx={14} fill={C.ink} opacity={0.08} />
      <rect x={x} y={y} width={w} height={h} rx={14} fill={C.white} stroke={C.line} strokeWidth={2} />
      <path d={`M${x} ${y + 14}a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v14H${x}z`} fill={C.soft} />
      <circle cx={x + 18} cy={y + 15} r={4} fill={C.accent} />
      <circle cx={x + 32} cy={y + 15} r={4} fill={C.grey} />
      <circle cx={x + 46} cy={y + 15} r={4} fill={C.mint} />
      <rect x={x + 64} y={y + 9} width={Math.min(160, w - 90)} height={12} rx={6} fill={C.white} />
      {children}
    </g>
  );
}

function Phone({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x + 4} y={y + 8} width={w} height={h} rx={22} fill={C.ink} opacity={0.1} />
      <rect x={x} y={y} width={w} height={h} rx={22} fill={C.ink} />
      <rect x={x + 7} y={y + 7} width={w - 14} height={h - 14} rx={16} fill={C.white} />
      <rect x={x + w / 2 - 16} y={y + 12} width={32} height={7} rx={3.5} fill={C.ink} />
      {children}
    </g>
  );
}

function Lines({ x, y, widths, gap = 14, color = C.line, height = 7 }: { x: number; y: number; widths: number[]; gap?: number; color?: string; height?: number }) {
  return (
    <g>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height={height} rx={height / 2} fill={color} />
      ))}
    </g>
  );
}

/** Each illustration's shapes (drawn in a 480 × 360 box). */
export const drawings: Record<IllustrationKind, () => ReactNode> = {
  browser: () => (
    <Browser x={60} y={60} w={360} h={240}>
      <rect x={80} y={104} width={320} height={78} rx={10} fill={C.brand} />
      <Lines x={98} y={122} widths={[150, 110]} gap={16} color={C.white} height={9} />
      <rect x={98} y={156} width={70} height={16} rx={8} fill={C.accent} />
      <circle cx={352} cy={143} r={26} fill={C.sky} />
      <path d="M336 160l16-22 16 22z" fill={C.white} opacity={0.85} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={80 + i * 110} y={196} width={100} height={86} rx={10} fill={C.softer} stroke={C.line} />
          <rect x={92 + i * 110} y={208} width={26} height={26} rx={7} fill={[C.brand, C.mint, C.accent][i]} opacity={0.85} />
          <Lines x={92 + i * 110} y={244} widths={[70, 50]} gap={13} />
        </g>
      ))}
    </Browser>
  ),
  dashboard: () => (
    <Browser x={50} y={56} w={380} h={250}>
      <rect x={50} y={84} width={78} height={222} fill={C.ink} />
      <Lines x={64} y={104} widths={[50, 40, 46, 36, 44]} gap={22} color="#33445C" />
      <rect x={64} y={102} width={50} height={11} rx={5.5} fill={C.brand} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={144 + i * 92} y={98} width={82} height={52} rx={9} fill={C.softer} stroke={C.line} />
          <rect x={154 + i * 92} y={108} width={36} height={7} rx={3.5} fill={C.grey} />
          <rect x={154 + i * 92} y={124} width={52} height={14} rx={5} fill={[C.brand, C.mint, C.accent][i]} />
        </g>
      ))}
      <rect x={144} y={162} width={176} height={128} rx={10} fill={C.white} stroke={C.line} />
      <path d="M156 268l28-30 26 16 30-44 28 22 40-38" fill="none" stroke={C.brand} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M156 268l28-30 26 16 30-44 28 22 40-38V280H156z" fill={C.brand} opacity={0.1} />
      <rect x={330} y={162} width={90} height={128} rx={10} fill={C.white} stroke={C.line} />
      <circle cx={375} cy={210} r={30} fill="none" stroke={C.soft} strokeWidth={12} />
      <circle cx={375} cy={210} r={30} fill="none" stroke={C.mint} strokeWidth={12} strokeDasharray="130 189" transform="rotate(-90 375 210)" />
      <Lines x={348} y={254} widths={[54, 38]} gap={14} />
    </Browser>
  ),
  cms: () => (
    <g>
      <Browser x={46} y={60} w={300} h={236}>
        <rect x={64} y={102} width={170} height={14} rx={7} fill={C.ink} opacity={0.85} />
        <Lines x={64} y={128} widths={[250, 236, 244, 180]} gap={14} />
        <rect x={64} y={192} width={120} height={84} rx={10} fill={C.soft} />
        <path d="M76 262l28-34 22 24 14-14 30 24z" fill={C.brand} opacity={0.7} />
        <circle cx={160} cy={212} r={9} fill={C.accent} />
        <Lines x={198} y={196} widths={[118, 104, 112, 90, 100]} gap={15} />
      </Browser>
      <rect x={300} y={120} width={134} height={170} rx={14} fill={C.white} stroke={C.line} strokeWidth={2} />
      <rect x={314} y={134} width={70} height={9} rx={4.5} fill={C.ink} opacity={0.8} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={314} y={156 + i * 31} width={106} height={24} rx={7} fill={i === 1 ? C.brand : C.softer} stroke={C.line} />
          <rect x={322} y={164 + i * 31} width={8} height={8} rx={2} fill={i === 1 ? C.white : C.grey} />
          <rect x={338} y={165 + i * 31} width={56} height={6} rx={3} fill={i === 1 ? C.white : C.grey} />
        </g>
      ))}
      <g transform="rotate(35 410 90)">
        <rect x={398} y={40} width={22} height={96} rx={4} fill={C.accent} />
        <path d="M398 136h22l-11 22z" fill={C.ink} />
        <rect x={398} y={40} width={22} height={14} rx={4} fill={C.brandDark} />
      </g>
    </g>
  ),
  store: () => (
    <g>
      <Browser x={50} y={54} w={330} h={250}>
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={68 + i * 102} y={100} width={90} height={184} rx={10} fill={C.softer} stroke={C.line} />
            <rect x={78 + i * 102} y={110} width={70} height={70} rx={8} fill={[C.soft, '#FFF1E6', '#E3F8F2'][i]} />
            <circle cx={113 + i * 102} cy={145} r={20} fill={[C.brand, C.accent, C.mint][i]} opacity={0.85} />
            <Lines x={78 + i * 102} y={192} widths={[62, 44]} gap={14} />
            <rect x={78 + i * 102} y={224} width={40} height={10} rx={5} fill={C.ink} opacity={0.75} />
            <rect x={78 + i * 102} y={246} width={70} height={24} rx={12} fill={C.brand} />
          </g>
        ))}
      </Browser>
      <circle cx={396} cy={236} r={54} fill={C.brand} />
      <path d="M370 218h8l10 34h30l8-24h-44" fill="none" stroke={C.white} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={392} cy={262} r={5} fill={C.white} />
      <circle cx={414} cy={262} r={5} fill={C.white} />
      <circle cx={432} cy={196} r={15} fill={C.accent} />
      <text x={432} y={202} textAnchor="middle" fontSize={16} fontWeight={700} fill={C.white} fontFamily="inherit">3</text>
    </g>
  ),
  api: () => (
    <g>
      {[
        [100, 90],
        [380, 90],
        [90, 270],
        [390, 270],
        [240, 50],
        [240, 310],
      ].map(([x, y], i) => (
        <line key={i} x1={240} y1={180} x2={x} y2={y} stroke={C.grey} strokeWidth={3} strokeDasharray="6 8" />
      ))}
      <circle cx={240} cy={180} r={58} fill={C.brand} />
      <circle cx={240} cy={180} r={72} fill="none" stroke={C.brand} strokeOpacity={0.25} strokeWidth={10} />
      <text x={240} y={190} textAnchor="middle" fontSize={30} fontWeight={800} fill={C.white} fontFamily="inherit">API</text>
      {(
        [
          [100, 90, C.accent],
          [380, 90, C.mint],
          [90, 270, C.sky],
          [390, 270, C.accent],
          [240, 50, C.mint],
          [240, 310, C.sky],
        ] as const
      ).map(([x, y, color], i) => (
        <g key={i}>
          <rect x={x - 34} y={y - 24} width={68} height={48} rx={12} fill={C.white} stroke={C.line} strokeWidth={2} />
          <rect x={x - 22} y={y - 12} width={22} height={22} rx={6} fill={color} />
          <rect x={x + 6} y={y - 8} width={18} height={6} rx={3} fill={C.grey} />
          <rect x={x + 6} y={y + 4} width={12} height={6} rx={3} fill={C.line} />
        </g>
      ))}
    </g>
  ),
  phone: () => (
    <g>
      <circle cx={330} cy={110} r={46} fill={C.soft} />
      <Phone x={160} y={30} w={160} h={300}>
        <rect x={180} y={62} width={120} height={86} rx={12} fill={C.brand} />
        <Lines x={192} y={78} widths={[70, 50]} gap={14} color={C.white} height={8} />
        <rect x={192} y={118} width={50} height={18} rx={9} fill={C.accent} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={180} y={160 + i * 46} width={120} height={38} rx={10} fill={C.softer} stroke={C.line} />
            <circle cx={198} cy={179 + i * 46} r={10} fill={[C.mint, C.sky, C.accent][i]} />
            <Lines x={214} y={171 + i * 46} widths={[66, 44]} gap={12} height={6} />
          </g>
        ))}
        <rect x={218} y={312} width={44} height={5} rx={2.5} fill={C.ink} />
      </Phone>
      <rect x={78} y={210} width={96} height={64} rx={14} fill={C.white} stroke={C.line} strokeWidth={2} />
      <path d="M96 250l14-14 12 10 20-22" fill="none" stroke={C.mint} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M346 200l10 20 22 3-16 15 4 22-20-11-20 11 4-22-16-15 22-3z" fill={C.accent} />
    </g>
  ),
  android: () => (
    <g>
      <rect x={70} y={80} width={110} height={110} rx={26} fill={C.soft} />
      <Phone x={170} y={34} w={150} h={292}>
        <rect x={177} y={41} width={136} height={40} rx={0} fill={C.mint} />
        <rect x={190} y={56} width={70} height={10} rx={5} fill={C.white} />
        {[0, 1].map((r) =>
          [0, 1].map((c) => (
            <g key={`${r}${c}`}>
              <rect x={188 + c * 60} y={96 + r * 80} width={52} height={70} rx={10} fill={C.softer} stroke={C.line} />
              <rect x={196 + c * 60} y={104 + r * 80} width={36} height={30} rx={6} fill={[C.brand, C.accent, C.sky, C.mint][r * 2 + c]} opacity={0.8} />
              <Lines x={196 + c * 60} y={142 + r * 80} widths={[34, 24]} gap={11} height={5} />
            </g>
          )),
        )}
        <circle cx={290} cy={290} r={18} fill={C.brand} />
        <path d="M290 282v16M282 290h16" stroke={C.white} strokeWidth={4} strokeLinecap="round" />
      </Phone>
      <g transform="translate(340 200)">
        <rect width={86} height={86} rx={20} fill={C.white} stroke={C.line} strokeWidth={2} />
        <path d="M22 54a21 21 0 0 1 42 0z" fill={C.mint} />
        <circle cx={35} cy={46} r={3} fill={C.white} />
        <circle cx={51} cy={46} r={3} fill={C.white} />
        <path d="M28 33l-5-8M58 33l5-8" stroke={C.mint} strokeWidth={3} strokeLinecap="round" />
        <rect x={22} y={58} width={42} height={16} rx={4} fill={C.mint} opacity={0.7} />
      </g>
    </g>
  ),
  crossPlatform: () => (
    <g>
      <Phone x={70} y={60} w={130} h={250}>
        <rect x={86} y={90} width={98} height={60} rx={10} fill={C.brand} />
        <Lines x={86} y={164} widths={[98, 80, 90, 60]} gap={16} />
        <rect x={86} y={236} width={98} height={44} rx={10} fill={C.soft} />
      </Phone>
      <Phone x={280} y={60} w={130} h={250}>
        <rect x={296} y={90} width={98} height={60} rx={10} fill={C.brand} />
        <Lines x={296} y={164} widths={[98, 80, 90, 60]} gap={16} />
        <rect x={296} y={236} width={98} height={44} rx={10} fill={C.soft} />
      </Phone>
      <rect x={196} y={150} width={88} height={70} rx={14} fill={C.accent} />
      <path d="M226 170l-14 15 14 15M254 170l14 15-14 15" fill="none" stroke={C.white} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M240 40v100M240 230v100" stroke={C.grey} strokeWidth={3} strokeDasharray="4 8" />
    </g>
  ),
  watch: () => (
    <g>
      <rect x={200} y={30} width={80} height={80} rx={16} fill={C.brandDark} />
      <rect x={200} y={250} width={80} height={80} rx={16} fill={C.brandDark} />
      <rect x={168} y={90} width={144} height={180} rx={40} fill={C.ink} />
      <rect x={180} y={102} width={120} height={156} rx={30} fill="#13233A" />
      <rect x={312} y={150} width={12} height={34} rx={5} fill={C.grey} />
      <text x={240} y={156} textAnchor="middle" fontSize={34} fontWeight={700} fill={C.white} fontFamily="inherit">10:09</text>
      <path d="M196 200h24l10-20 14 38 12-26 8 8h22" fill="none" stroke={C.accent} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={220} cy={234} r={8} fill={C.mint} />
      <rect x={234} y={230} width={42} height={8} rx={4} fill={C.grey} />
      <circle cx={96} cy={160} r={44} fill={C.soft} />
      <path d="M96 182s-26-15-26-31a13 13 0 0 1 26-5 13 13 0 0 1 26 5c0 16-26 31-26 31z" fill={C.accent} />
      <circle cx={384} cy={210} r={40} fill={C.soft} />
      <path d="M368 210l10 10 22-22" fill="none" stroke={C.mint} strokeWidth={6} strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  vr: () => (
    <g>
      <circle cx={240} cy={180} r={140} fill={C.soft} />
      <path d="M110 210c40-30 220-30 260 0" fill="none" stroke={C.grey} strokeWidth={4} strokeDasharray="6 10" />
      <path d="M96 120c0-30 288-30 288 0" fill="none" stroke={C.ink} strokeWidth={12} strokeLinecap="round" />
      <rect x={100} y={118} width={280} height={120} rx={40} fill={C.ink} />
      <rect x={118} y={134} width={110} height={86} rx={28} fill={C.brand} />
      <rect x={252} y={134} width={110} height={86} rx={28} fill={C.brand} />
      <path d="M134 180l28-26 24 22 14-12 18 16" fill="none" stroke={C.white} strokeOpacity={0.8} strokeWidth={4} />
      <path d="M268 180l28-26 24 22 14-12 18 16" fill="none" stroke={C.white} strokeOpacity={0.8} strokeWidth={4} />
      <path d="M216 238c8-18 40-18 48 0" fill="#13233A" />
      <g fill={C.accent}>
        <polygon points="70,80 84,66 98,80 84,94" />
        <polygon points="388,60 398,50 408,60 398,70" />
        <circle cx={402} cy={280} r={10} />
      </g>
      <rect x={64} y={262} width={70} height={48} rx={10} fill={C.white} stroke={C.line} strokeWidth={2} transform="rotate(-8 99 286)" />
      <path d="M80 294l14-16 10 10 10-8 10 12" fill="none" stroke={C.mint} strokeWidth={3} transform="rotate(-8 99 286)" />
    </g>
  ),
  design: () => (
    <g>
      <rect x={60} y={50} width={260} height={250} rx={14} fill={C.white} stroke={C.line} strokeWidth={2} />
      <rect x={80} y={72} width={220} height={70} rx={10} fill="none" stroke={C.brand} strokeWidth={2} strokeDasharray="6 6" />
      <path d="M80 72l220 70M300 72l-220 70" stroke={C.line} strokeWidth={2} />
      <rect x={80} y={160} width={100} height={12} rx={6} fill={C.ink} opacity={0.8} />
      <Lines x={80} y={184} widths={[210, 180, 196]} gap={14} />
      <rect x={80} y={238} width={96} height={36} rx={18} fill={C.brand} />
      <rect x={188} y={238} width={96} height={36} rx={18} fill="none" stroke={C.brand} strokeWidth={2} />
      <g>
        {[C.brand, C.sky, C.accent, C.mint, C.ink].map((color, i) => (
          <circle key={color} cx={370} cy={84 + i * 46} r={18} fill={color} stroke={C.white} strokeWidth={4} />
        ))}
        <rect x={342} y={56} width={56} height={256} rx={28} fill="none" stroke={C.line} strokeWidth={2} />
      </g>
      <path d="M270 200l50 18-22 8-8 22z" fill={C.ink} stroke={C.white} strokeWidth={3} strokeLinejoin="round" />
      <rect x={300} y={236} width={74} height={26} rx={6} fill={C.accent} />
      <text x={337} y={254} textAnchor="middle" fontSize={13} fontWeight={700} fill={C.white} fontFamily="inherit">Priya</text>
    </g>
  ),
  cast: () => (
    <g>
      <rect x={60} y={50} width={300} height={190} rx={14} fill={C.ink} />
      <rect x={72} y={62} width={276} height={166} rx={8} fill={C.brand} />
      <path d="M72 200l70-60 50 40 40-30 116 80v-2H72z" fill={C.brandDark} />
      <circle cx={290} cy={110} r={22} fill={C.accent} opacity={0.9} />
      <circle cx={210} cy={145} r={26} fill={C.white} opacity={0.95} />
      <path d="M202 132l22 13-22 13z" fill={C.brand} />
      <rect x={180} y={240} width={60} height={20} fill={C.ink} />
      <rect x={150} y={258} width={120} height={10} rx={5} fill={C.ink} />
      <Phone x={352} y={150} w={80} h={150}>
        <rect x={366} y={178} width={52} height={36} rx={6} fill={C.soft} />
        <path d="M372 250a20 20 0 0 1 20 20M372 238a32 32 0 0 1 32 32" fill="none" stroke={C.brand} strokeWidth={4} strokeLinecap="round" />
        <circle cx={374} cy={268} r={4} fill={C.brand} />
      </Phone>
      <path d="M330 150c10-20 30-30 52-30" fill="none" stroke={C.accent} strokeWidth={4} strokeDasharray="2 10" strokeLinecap="round" />
    </g>
  ),
  ai: () => {
    const layers = [
      [90, [110, 180, 250]],
      [190, [80, 140, 200, 260]],
      [290, [80, 140, 200, 260]],
      [390, [140, 220]],
    ] as const;
    return (
      <g>
        <circle cx={240} cy={170} r={150} fill={C.soft} />
        {layers.slice(0, -1).map(([x, ys], li) =>
          ys.map((y) =>
            layers[li + 1][1].map((y2) => <line key={`${x}-${y}-${y2}`} x1={x} y1={y} x2={layers[li + 1][0]} y2={y2} stroke={C.brand} strokeOpacity={0.25} strokeWidth={2} />),
          ),
        )}
        {layers.map(([x, ys], li) =>
          ys.map((y, i) => (
            <circle
              key={`${x}-${y}`}
              cx={x}
              cy={y}
              r={li === 0 || li === 3 ? 18 : 15}
              fill={li === 3 ? C.accent : (li + i) % 3 === 0 ? C.brand : C.white}
              stroke={C.brand}
              strokeWidth={4}
            />
          )),
        )}
        <path d="M390 140l0 0" />
        <rect x={150} y={300} width={180} height={36} rx={18} fill={C.ink} />
        <Lines x={172} y={315} widths={[60]} color={C.mint} />
        <Lines x={242} y={315} widths={[66]} color={C.grey} />
      </g>
    );
  },
  chart: () => (
    <g>
      <rect x={60} y={50} width={360} height={260} rx={16} fill={C.white} stroke={C.line} strokeWidth={2} />
      <path d="M96 270H390M96 90v180" stroke={C.line} strokeWidth={2} />
      {[70, 110, 90, 150, 130, 180].map((h, i) => (
        <rect key={i} x={116 + i * 44} y={270 - h} width={26} height={h} rx={6} fill={i === 5 ? C.brand : C.soft} />
      ))}
      <path d="M129 210l44-30 44 14 44-44 44 12 44-56" fill="none" stroke={C.accent} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
      {[
        [129, 210],
        [173, 180],
        [217, 194],
        [261, 150],
        [305, 162],
        [349, 106],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r={6} fill={C.white} stroke={C.accent} strokeWidth={3} />
      ))}
      <rect x={96} y={66} width={90} height={10} rx={5} fill={C.ink} opacity={0.8} />
      <rect x={330} y={62} width={66} height={24} rx={12} fill="#E3F8F2" />
      <text x={363} y={79} textAnchor="middle" fontSize={13} fontWeight={700} fill="#168a6f" fontFamily="inherit">+38%</text>
    </g>
  ),
  code: () => (
    <g>
      <rect x={60} y={56} width={360} height={250} rx={14} fill={C.ink} />
      <circle cx={82} cy={76} r={5} fill={C.accent} />
      <circle cx={98} cy={76} r={5} fill={C.grey} />
      <circle cx={114} cy={76} r={5} fill={C.mint} />
      {(
        [
          [84, 108, 60, C.sky],
          [152, 108, 90, C.white],
          [104, 130, 80, C.accent],
          [192, 130, 120, C.grey],
          [104, 152, 50, C.mint],
          [162, 152, 150, C.white],
          [124, 174, 110, C.sky],
          [242, 174, 60, C.accent],
          [124, 196, 170, C.grey],
          [104, 218, 70, C.mint],
          [84, 240, 40, C.sky],
          [84, 262, 130, C.grey],
        ] as const
      ).map(([x, y, w, color], i) => (
        <rect key={i} x={x} y={y} width={w} height={9} rx={4.5} fill={color} opacity={color === C.white ? 0.75 : 0.9} />
      ))}
      <rect x={330} y={230} width={110} height={64} rx={14} fill={C.brand} />
      <path d="M360 250l-12 12 12 12M410 250l12 12-12 12M392 246l-14 32" fill="none" stroke={C.white} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  cloud: () => (
    <g>
      <path d="M140 170a60 60 0 0 1 110-34 48 48 0 0 1 86 30 40 40 0 0 1-6 80H150a40 40 0 0 1-10-76z" fill={C.brand} />
      <path d="M170 220h140" stroke={C.white} strokeOpacity={0.5} strokeWidth={6} strokeLinecap="round" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <line x1={170 + i * 70} y1={246} x2={170 + i * 70} y2={276} stroke={C.grey} strokeWidth={3} />
          <rect x={136 + i * 70} y={276} width={68} height={50} rx={8} fill={C.white} stroke={C.line} strokeWidth={2} />
          <rect x={146 + i * 70} y={288} width={48} height={8} rx={4} fill={C.soft} />
          <rect x={146 + i * 70} y={304} width={48} height={8} rx={4} fill={C.soft} />
          <circle cx={186 + i * 70} cy={292} r={3} fill={C.mint} />
          <circle cx={186 + i * 70} cy={308} r={3} fill={C.accent} />
        </g>
      ))}
      <circle cx={376} cy={90} r={30} fill={C.accent} opacity={0.85} />
      <circle cx={96} cy={100} r={16} fill={C.soft} />
    </g>
  ),
  shield: () => (
    <g>
      <circle cx={240} cy={180} r={140} fill={C.soft} />
      <path d="M240 50l110 40v70c0 80-50 128-110 150-60-22-110-70-110-150V90z" fill={C.brand} />
      <path d="M240 74l86 31v58c0 62-38 100-86 120z" fill={C.brandDark} />
      <rect x={196} y={160} width={88} height={74} rx={12} fill={C.white} />
      <path d="M212 160v-18a28 28 0 0 1 56 0v18" fill="none" stroke={C.white} strokeWidth={10} />
      <circle cx={240} cy={192} r={10} fill={C.ink} />
      <rect x={236} y={196} width={8} height={20} rx={4} fill={C.ink} />
    </g>
  ),
  support: () => (
    <g>
      <circle cx={200} cy={190} r={120} fill={C.soft} />
      <circle cx={200} cy={160} r={46} fill={C.brand} />
      <path d="M120 290c0-50 36-80 80-80s80 30 80 80z" fill={C.brand} />
      <path d="M148 160a52 52 0 0 1 104 0" fill="none" stroke={C.ink} strokeWidth={10} />
      <rect x={136} y={150} width={20} height={36} rx={8} fill={C.ink} />
      <rect x={244} y={150} width={20} height={36} rx={8} fill={C.ink} />
      <path d="M254 186c0 20-16 30-36 30" fill="none" stroke={C.ink} strokeWidth={5} />
      <rect x={290} y={70} width={140} height={56} rx={16} fill={C.white} stroke={C.line} strokeWidth={2} />
      <Lines x={306} y={86} widths={[100, 70]} gap={14} />
      <rect x={310} y={150} width={120} height={50} rx={16} fill={C.accent} />
      <Lines x={326} y={165} widths={[86, 54]} gap={14} color={C.white} />
    </g>
  ),
  megaphone: () => (
    <g>
      <circle cx={250} cy={180} r={130} fill={C.soft} />
      <path d="M130 150h50l110-60v180l-110-60h-50z" fill={C.brand} />
      <rect x={110} y={150} width={40} height={60} rx={10} fill={C.brandDark} />
      <path d="M160 210l20 70h30l-14-70z" fill={C.ink} />
      <path d="M320 140c16 12 16 68 0 80M346 116c30 24 30 104 0 128" fill="none" stroke={C.accent} strokeWidth={8} strokeLinecap="round" />
      <g fill={C.mint}>
        <circle cx={380} cy={70} r={10} />
        <circle cx={90} cy={100} r={7} />
      </g>
    </g>
  ),
  package: () => (
    <g>
      <circle cx={240} cy={180} r={140} fill={C.soft} />
      <path d="M240 70l130 50v130l-130 50-130-50V120z" fill="#E9B877" />
      <path d="M110 120l130 50 130-50" fill="none" stroke="#C98F45" strokeWidth={4} />
      <path d="M240 170v130" stroke="#C98F45" strokeWidth={4} />
      <path d="M175 95l130 50v40l-26-10v-40L150 105z" fill="#F6D6A8" />
      <path d="M142 196l70 27v44l-70-27z" fill={C.white} opacity={0.92} />
      <path d="M154 210l44 17M154 222l30 11M154 234l38 14" stroke={C.grey} strokeWidth={4} strokeLinecap="round" />
      <circle cx={380} cy={80} r={28} fill={C.accent} />
      <path d="M368 80l8 8 16-16" fill="none" stroke={C.white} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  vision: () => (
    <g>
      <rect x={60} y={50} width={360} height={250} rx={16} fill={C.ink} />
      <rect x={74} y={64} width={332} height={222} rx={10} fill="#1D3350" />
      <path d="M74 286l90-90 60 50 50-40 132 80z" fill="#28466E" />
      <circle cx={140} cy={120} r={22} fill={C.accent} opacity={0.8} />
      <rect x={214} y={110} width={92} height={118} rx={4} fill="none" stroke={C.mint} strokeWidth={4} />
      <rect x={214} y={92} width={86} height={18} fill={C.mint} />
      <text x={220} y={106} fontSize={12} fontWeight={700} fill={C.ink} fontFamily="inherit">item 0.97</text>
      <circle cx={260} cy={150} r={20} fill={C.sky} />
      <path d="M232 226c4-34 52-34 56 0z" fill={C.sky} />
      <rect x={320} y={196} width={70} height={60} rx={4} fill="none" stroke={C.accent} strokeWidth={4} />
      <path d="M60 90V66a16 16 0 0 1 16-16h24M420 90V66a16 16 0 0 0-16-16h-24" fill="none" stroke={C.brand} strokeWidth={6} strokeLinecap="round" />
    </g>
  ),
  rocket: () => (
    <g>
      <circle cx={240} cy={180} r={140} fill={C.soft} />
      <path d="M240 50c50 30 70 90 56 160h-112c-14-70 6-130 56-160z" fill={C.white} stroke={C.line} strokeWidth={3} />
      <circle cx={240} cy={130} r={24} fill={C.brand} />
      <circle cx={240} cy={130} r={13} fill={C.sky} />
      <path d="M184 170l-40 50 46-4zM296 170l40 50-46-4z" fill={C.brand} />
      <path d="M210 210h60l-10 20h-40z" fill={C.ink} />
      <path d="M222 232c0 40 18 60 18 80 0-20 18-40 18-80z" fill={C.accent} />
      <g fill={C.grey}>
        <circle cx={100} cy={90} r={5} />
        <circle cx={380} cy={120} r={6} />
        <circle cx={360} cy={270} r={4} />
        <circle cx={120} cy={260} r={6} />
      </g>
    </g>
  ),
  team: () => (
    <g>
      <circle cx={240} cy={190} r={140} fill={C.soft} />
      {(
        [
          [150, 200, C.mint, 0.9],
          [330, 200, C.accent, 0.9],
          [240, 180, C.brand, 1],
        ] as const
      ).map(([x, y, color, scale]) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${scale})`}>
          <path d="M-52 70c0-40 22-62 52-62s52 22 52 62z" fill={color} />
          <circle cx={0} cy={-22} r={28} fill={C.white} stroke={color} strokeWidth={6} />
          <circle cx={0} cy={-22} r={14} fill={color} opacity={0.35} />
        </g>
      ))}
      <rect x={70} y={252} width={340} height={22} rx={8} fill={C.white} stroke={C.line} strokeWidth={2} />
      <rect x={200} y={236} width={80} height={16} rx={3} fill={C.ink} />
      <g transform="translate(300 60)">
        <rect width={120} height={54} rx={16} fill={C.white} stroke={C.line} strokeWidth={2} />
        <path d="M24 54l-6 16 20-16" fill={C.white} stroke={C.line} strokeWidth={2} strokeLinejoin="round" />
        <Lines x={18} y={16} widths={[84, 56]} gap={14} />
      </g>
      <g transform="translate(92 70)">
        <circle cx={24} cy={24} r={24} fill={C.accent} />
        <path d="M16 24l6 6 12-12" fill="none" stroke={C.white} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </g>
  ),
};

/** An illustration of a topic; with a label it is an image for screen readers, without it decoration. */
export function Illustration({ kind, label, className }: { kind: IllustrationKind; label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {drawings[kind]()}
    </svg>
  );
}
