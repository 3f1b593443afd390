import { useId } from 'react';
import { Picture } from '../../ui/Picture.js';

/**
 * A person's portrait: their photo (an uploaded image's path) in a white-rimmed disc when there is one,
 * else a drawn monogram (gradient disc with soft rings and the initials). Both take the same box,
 * so the page does not move when the photo arrives.
 */
export function Avatar({ name, initials, colors, size = 160, photo }: { name: string; initials: string; colors: [string, string]; size?: number; photo?: string }) {
  const id = useId();
  if (photo) {
    return (
      <Picture
        path={photo}
        alt={`Portrait of ${name}`}
        sizes={`${size}px`}
        style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', border: `${Math.round(size / 27)}px solid #fff`, boxSizing: 'border-box', background: colors[0] }}
      />
    );
  }
  return (
    <svg viewBox="0 0 160 160" width={size} height={size} role="img" aria-label={`Portrait of ${name}`}>
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <circle cx="80" cy="80" r="80" fill="#fff" />
      <circle cx="80" cy="80" r="74" fill={`url(#${id}g)`} />
      <circle cx="80" cy="80" r="60" fill="none" stroke="#fff" strokeOpacity="0.25" strokeWidth="2" />
      <circle cx="122" cy="38" r="18" fill="#fff" fillOpacity="0.14" />
      <circle cx="40" cy="126" r="12" fill="#fff" fillOpacity="0.12" />
      <text x="80" y="98" textAnchor="middle" fontSize="50" fontWeight="800" fill="#fff" fontFamily="inherit" letterSpacing="1">
        {initials}
      </text>
    </svg>
  );
}
