/** Placeholder until the shared Mantine admin is mounted here (admin issue). */
export function AdminEntry() {
  return (
    <main className="container section">
      <h1>Admin</h1>
      <p>The back office is being built.</p>
    </main>
  );
}
