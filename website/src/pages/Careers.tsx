/** Placeholder: replaced by the public website work. */
export function Careers() {
  return (
    <div className="container section">
      <h1>Careers</h1>
    </div>
  );
}
