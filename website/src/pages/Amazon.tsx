/** Placeholder: replaced by the public website work. */
export function Amazon() {
  return (
    <div className="container section">
      <h1>Amazon</h1>
    </div>
  );
}
