/** Placeholder: replaced by the public website work. */
export function NotFound() {
  return (
    <div className="container section">
      <h1>NotFound</h1>
    </div>
  );
}
