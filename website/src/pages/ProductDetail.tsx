/** Placeholder: replaced by the public website work. */
export function ProductDetail() {
  return (
    <div className="container section">
      <h1>ProductDetail</h1>
    </div>
  );
}
