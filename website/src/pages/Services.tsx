/** Placeholder: replaced by the public website work. */
export function Services() {
  return (
    <div className="container section">
      <h1>Services</h1>
    </div>
  );
}
