/** Placeholder: replaced by the public website work. */
export function WebDevelopment() {
  return (
    <div className="container section">
      <h1>WebDevelopment</h1>
    </div>
  );
}
