import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaff, useAuth } from './auth.js';
import { adminRoutes } from './routes.js';

/**
 * Anyone not signed in as staff who opens an admin route goes to the login page; each screen then
 * checks its own area (RequireArea).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading && !auth.user) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!isStaff(auth)) return <Navigate to={adminRoutes.login} replace />;
  return <>{children}</>;
}
