/** Placeholder: replaced by the public website work. */
export function Products() {
  return (
    <div className="container section">
      <h1>Products</h1>
    </div>
  );
}
