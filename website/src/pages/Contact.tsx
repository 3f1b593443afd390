/** Placeholder: replaced by the public website work. */
export function Contact() {
  return (
    <div className="container section">
      <h1>Contact</h1>
    </div>
  );
}
