import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdmin, useAuth } from './auth.js';
import { adminRoutes } from './routes.js';

/** Anyone not signed in as an admin who opens an admin route goes to the login page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.loading && !auth.user) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!isAdmin(auth)) return <Navigate to={adminRoutes.login} replace />;
  return <>{children}</>;
}
