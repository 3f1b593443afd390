import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { ROLE_LABELS, type StaffArea } from '../contract/staff.js';
import { useAuth, useCan } from './auth.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES } from '../contract/documents.js';
import { ADMIN_BASE, adminRoutePatterns, adminRoutes, adminScreenAreas, homeFor } from './routes.js';

/** The staff area of the admin screen at `pathname` (adminScreenAreas), or null for an unknown address. */
export function screenAreaOf(pathname: string): StaffArea | 'signedIn' | null {
  for (const [name, pattern] of Object.entries(adminRoutePatterns) as Array<[keyof typeof adminRoutePatterns, string]>) {
    if (matchPath(`${ADMIN_BASE}/${pattern}`, pathname)) return adminScreenAreas[name];
  }
  // A document type's list, new and edit screens: the area that writes it.
  for (const kind of DOCUMENT_KIND_NAMES) {
    if (matchPath(`${ADMIN_BASE}/${DOCUMENT_KINDS[kind].segment}/*`, pathname)) return DOCUMENT_KINDS[kind].write;
  }
  return null;
}

/** What a screen the role may not use shows instead of calling the server (which would refuse it). */
export function NoAccess() {
  const { user } = useAuth();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        You do not have access
      </Title>
      <Alert color="gray" variant="light" icon={<ShieldOff size={18} aria-hidden />}>
        <Text size="sm">
          {user ? `Your role (${ROLE_LABELS[user.role] ?? user.role}) does not include this screen.` : 'This screen is not part of your role.'} An admin can change
          your role on the Staff screen.
        </Text>
      </Alert>
      <Anchor component={Link} to={homeFor(user?.role)}>
        Go to your first screen
      </Anchor>
    </Stack>
  );
}

function Area({ area, children }: { area: StaffArea | 'signedIn'; children: ReactNode }) {
  return useCan(area) ? <>{children}</> : <NoAccess />;
}

/**
 * While an admin requires two-step sign-in and this account has not set it up, every screen but
 * My account says so (the server refuses their calls anyway) and leads there.
 */
export function SetUpTwoFactorFirst() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Set up two-step sign-in first
      </Title>
      <Alert color="yellow" variant="light" icon={<ShieldCheck size={18} aria-hidden />}>
        <Text size="sm">An admin requires two-step sign-in for all staff. Set it up in My account with an authenticator app; then every screen of your role opens.</Text>
      </Alert>
      <Anchor component={Link} to={adminRoutes.account}>
        Set it up in My account
      </Anchor>
    </Stack>
  );
}

/** Shows the current screen only to a role that may use its area; others see "You do not have access". */
export function RequireScreenArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  if (user?.mustSetUpTwoFactor && pathname !== adminRoutes.account) return <SetUpTwoFactorFirst />;
  const area = screenAreaOf(pathname);
  return area === null ? <>{children}</> : <Area area={area}>{children}</Area>;
}
