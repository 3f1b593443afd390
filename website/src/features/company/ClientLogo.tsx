import type { ReactNode } from 'react';
import type { LogoMark } from './about.js';

const MARKS: Record<LogoMark, ReactNode> = {
  leaf: <path d="M6 38C6 18 20 8 40 8c0 20-10 32-30 32zM10 36L30 16" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />,
  peak: <path d="M4 38L18 14l8 12 6-8 10 20z" fill="currentColor" />,
  cross: (
    <g>
      <circle cx="23" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M23 15v18M14 24h18" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  grid: (
    <g fill="currentColor">
      <rect x="6" y="6" width="15" height="15" rx="3" />
      <rect x="25" y="6" width="15" height="15" rx="3" opacity="0.55" />
      <rect x="6" y="25" width="15" height="15" rx="3" opacity="0.55" />
      <rect x="25" y="25" width="15" height="15" rx="3" />
    </g>
  ),
  orbit: (
    <g fill="none" stroke="currentColor" strokeWidth="3.5">
      <circle cx="23" cy="24" r="8" fill="currentColor" />
      <ellipse cx="23" cy="24" rx="19" ry="9" transform="rotate(-25 23 24)" />
    </g>
  ),
  wave: <path d="M4 18c6-6 12-6 18 0s12 6 18 0M4 30c6-6 12-6 18 0s12 6 18 0" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />,
};

/** A neutral wordmark of an (invented) client: a simple mark and the company's name. */
export function ClientLogo({ name, mark }: { name: string; mark: LogoMark }) {
  return (
    <svg viewBox="0 0 220 48" role="img" aria-label={name}>
      <g transform="translate(0 0)">{MARKS[mark]}</g>
      <text x="52" y="31" fontSize="18" fontWeight="700" fill="currentColor" fontFamily="inherit" letterSpacing="-0.2">
        {name}
      </text>
    </svg>
  );
}
