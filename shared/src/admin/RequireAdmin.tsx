import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdmin, useAuth } from './auth.js';

/** Spec §6: anyone not signed in as an admin who opens an admin route goes to /wp-admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading && !auth.user) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!isAdmin(auth)) return <Navigate to="/wp-admin" replace />;
  return <>{children}</>;
}
