/** Placeholder: replaced by the public website work. */
export function Home() {
  return (
    <div className="container section">
      <h1>Home</h1>
    </div>
  );
}
