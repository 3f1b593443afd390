/** A self-drawn globe with delivery routes, for the expertise banner when no image is set. */
export function GlobeArt() {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <rect width="400" height="300" rx="20" fill="#e8f1fd" />
      <circle cx="200" cy="150" r="100" fill="#fff" stroke="#2478e7" strokeWidth="3" />
      <ellipse cx="200" cy="150" rx="45" ry="100" fill="none" stroke="#9cc5ff" strokeWidth="2" />
      <path d="M100 150h200M114 100h172M114 200h172" stroke="#9cc5ff" strokeWidth="2" />
      <path d="M150 118c10-14 30-16 40-6s-2 24 10 30 24-6 30 8-12 26-26 24" fill="none" stroke="#2478e7" strokeWidth="3" strokeDasharray="6 6" strokeLinecap="round" />
      <circle cx="150" cy="118" r="9" fill="#ff8a3d" />
      <circle cx="204" cy="174" r="9" fill="#2478e7" />
      <circle cx="244" cy="130" r="9" fill="#45d6a4" />
      <rect x="268" y="54" width="104" height="40" rx="12" fill="#fff" />
      <circle cx="290" cy="74" r="9" fill="#45d6a4" />
      <rect x="306" y="66" width="52" height="6" rx="3" fill="#c7d3e3" />
      <rect x="306" y="78" width="34" height="6" rx="3" fill="#c7d3e3" />
      <rect x="28" y="206" width="104" height="40" rx="12" fill="#fff" />
      <circle cx="50" cy="226" r="9" fill="#ff8a3d" />
      <rect x="66" y="218" width="52" height="6" rx="3" fill="#c7d3e3" />
      <rect x="66" y="230" width="34" height="6" rx="3" fill="#c7d3e3" />
    </svg>
  );
}
