/** Placeholder: replaced by the public website work. */
export function About() {
  return (
    <div className="container section">
      <h1>About</h1>
    </div>
  );
}
