/** A star rating with half stars, read out as "Rated 3.5 out of 5". */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} style={{ display: 'inline-flex', gap: 2 }}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rating >= n ? 1 : rating >= n - 0.5 ? 0.5 : 0;
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden>
            <defs>
              <linearGradient id={`star-${n}-${fill}`}>
                <stop offset={`${fill * 100}%`} stopColor="#f5a623" />
                <stop offset={`${fill * 100}%`} stopColor="#d7dde6" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${n}-${fill})`}
              d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
            />
          </svg>
        );
      })}
    </span>
  );
}
