/** Placeholder: replaced by the public website work. */
export function Policy({ kind }: { kind: 'privacy' | 'terms' | 'refund' }) {
  return (
    <div className="container section">
      <h1>{kind}</h1>
    </div>
  );
}
