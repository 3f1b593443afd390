/** Placeholder: replaced by the public website work. */
export function ServiceDetail({ group, slug }: { group: 'web' | 'app' | 'ai'; slug: string }) {
  return (
    <div className="container section">
      <h1>
        {group} {slug}
      </h1>
    </div>
  );
}
