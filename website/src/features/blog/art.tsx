/** Self-drawn illustrations of the blog pages (no outside images). Decorative: hidden from screen readers. */

/** Back office: stacked documents, a checklist and a headset, on a soft card. */
export function BackOfficeArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 320" aria-hidden>
      <defs>
        <linearGradient id="bo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8f1fd" />
          <stop offset="1" stopColor="#d2e4fb" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="400" height="280" rx="28" fill="url(#bo-bg)" />
      <rect x="70" y="70" width="170" height="200" rx="14" fill="#fff" opacity="0.6" transform="rotate(-6 155 170)" />
      <rect x="80" y="60" width="170" height="200" rx="14" fill="#fff" />
      <rect x="100" y="84" width="90" height="10" rx="5" fill="#2478e7" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i} transform={`translate(100 ${112 + i * 28})`}>
          <rect width="16" height="16" rx="4" fill={i < 3 ? '#2478e7' : '#fff'} stroke="#2478e7" strokeWidth="2" />
          {i < 3 ? <path d="M4 8l3 3 6-6" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" /> : null}
          <rect x="26" y="3" width={110 - i * 12} height="9" rx="4.5" fill="#c9dbf5" />
        </g>
      ))}
      <g transform="translate(270 90)">
        <rect width="110" height="80" rx="14" fill="#fff" />
        <path d="M18 58 L38 40 L56 50 L80 24 L94 32" stroke="#ff8a3d" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="94" cy="32" r="5" fill="#ff8a3d" />
      </g>
      <g transform="translate(300 190)">
        <circle cx="40" cy="40" r="40" fill="#2478e7" />
        <path d="M22 46 v-8 a18 18 0 0 1 36 0 v8" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
        <rect x="16" y="42" width="12" height="18" rx="5" fill="#fff" />
        <rect x="52" y="42" width="12" height="18" rx="5" fill="#fff" />
        <path d="M58 60 q0 8 -14 8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** Digital marketing: a phone with a rising chart, a megaphone and engagement bubbles. */
export function MarketingArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 320" aria-hidden>
      <defs>
        <linearGradient id="dm-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e8f1fd" />
          <stop offset="1" stopColor="#ffe9da" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="400" height="280" rx="28" fill="url(#dm-bg)" />
      <rect x="150" y="44" width="130" height="236" rx="22" fill="#0f1b2d" />
      <rect x="160" y="60" width="110" height="204" rx="12" fill="#fff" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={172 + i * 24} y={200 - i * 30} width="16" height={50 + i * 30} rx="4" fill={i === 3 ? '#ff8a3d' : '#2478e7'} opacity={0.55 + i * 0.15} />
      ))}
      <path d="M172 170 L196 150 L220 156 L256 112" stroke="#0f1b2d" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="172" y="76" width="60" height="8" rx="4" fill="#c9dbf5" />
      <g transform="translate(40 110)">
        <path d="M0 30 L70 0 V90 L0 60Z" fill="#2478e7" />
        <rect x="-14" y="28" width="18" height="34" rx="5" fill="#1a5cb8" />
        <path d="M10 60 L20 92 H34 L28 62" fill="#1a5cb8" />
        <path d="M84 22 q16 23 0 46" stroke="#2478e7" strokeWidth="5" fill="none" strokeLinecap="round" />
      </g>
      <g transform="translate(300 70)">
        <rect width="84" height="44" rx="14" fill="#fff" />
        <path d="M26 30 c-10 -8 -14 -12 -14 -17 a6 6 0 0 1 14 -1 a6 6 0 0 1 14 1 c0 5 -4 9 -14 17z" fill="#ff5a6a" />
        <rect x="46" y="17" width="26" height="9" rx="4.5" fill="#c9dbf5" />
      </g>
      <g transform="translate(306 200)">
        <rect width="78" height="44" rx="14" fill="#fff" />
        <circle cx="22" cy="22" r="9" fill="#2478e7" />
        <rect x="38" y="17" width="26" height="9" rx="4.5" fill="#c9dbf5" />
      </g>
    </svg>
  );
}

/** Blog banner motif: a team desk with a monitor and a calendar tick, for the back-office headline. */
export function SupportDeskArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 160" aria-hidden>
      <rect x="30" y="24" width="130" height="86" rx="10" fill="#fff" opacity="0.95" />
      <rect x="42" y="38" width="60" height="8" rx="4" fill="#2478e7" />
      <rect x="42" y="54" width="100" height="6" rx="3" fill="#c9dbf5" />
      <rect x="42" y="66" width="86" height="6" rx="3" fill="#c9dbf5" />
      <rect x="42" y="78" width="94" height="6" rx="3" fill="#c9dbf5" />
      <rect x="84" y="110" width="22" height="18" fill="#fff" opacity="0.8" />
      <rect x="60" y="128" width="70" height="8" rx="4" fill="#fff" opacity="0.8" />
      <g transform="translate(160 60)">
        <rect width="62" height="62" rx="12" fill="#ff8a3d" />
        <rect y="0" width="62" height="16" rx="8" fill="#e56f22" />
        <path d="M18 38 l9 9 18 -18" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
