/** Placeholder: replaced by the public website work. */
export function AppDevelopment() {
  return (
    <div className="container section">
      <h1>AppDevelopment</h1>
    </div>
  );
}
