/** Placeholder: replaced by the public website work. */
export function BlogDetail() {
  return (
    <div className="container section">
      <h1>BlogDetail</h1>
    </div>
  );
}
