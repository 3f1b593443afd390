import { useEffect, useState } from 'react';
import { api, type SettingsDto } from '@itsite/shared/contract';

/** Placeholder home until the public website lands: proves the build, the API and the settings. */
export function App() {
  const [settings, setSettings] = useState<SettingsDto | null>(null);
  useEffect(() => {
    fetch(api.settings)
      .then((r) => r.json() as Promise<{ settings: SettingsDto }>)
      .then((b) => setSettings(b.settings))
      .catch(() => setSettings(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}>
      <h1 style={{ color: '#2478E7' }}>{settings?.companyName ?? 'IT Solutions'}</h1>
      <p>{settings?.tagline}</p>
      <p>The public website is on its way. The API is served under /api.</p>
    </main>
  );
}
