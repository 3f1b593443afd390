/**
 * The site's loading spinner (the global `.spinner` style). With a `label` it is a status that
 * screen readers announce ("Loading products"); without one it is decoration beside a status of
 * its own words, hidden from them.
 */
export function Spinner({ label }: { label?: string }) {
  return label ? <div className="spinner" role="status" aria-label={label} /> : <div className="spinner" aria-hidden />;
}
