import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { BarChart3, Briefcase, FileText, FolderTree, Home, Images, Inbox, LayoutDashboard, LogOut, Mail, Package, PlusCircle, ScrollText, Settings, Star, UserCog, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth.js';
import { ViewOnSite } from '../components/ViewOnSite.js';
import { mayUse } from '../../contract/staff.js';
import { RequireScreenArea } from '../RequireArea.js';
import { SiteClock } from '../siteClock.js';
import { adminRoutes, adminScreenAreas } from '../routes.js';
import { DOCUMENT_KINDS, DOCUMENT_KIND_NAMES } from '../../contract/documents.js';
import { documentAdminPath } from '../../contract/documentRoutes.js';

/**
 * Admin navigation: the header items of the original back office plus content, settings, staff and
 * one's own account. Each item shows only to the roles that may use its screen's area.
 */
const NAV = [
  { to: adminRoutes.dashboard, label: 'Dashboard', icon: LayoutDashboard, area: adminScreenAreas.dashboard },
  { to: adminRoutes.addProduct, label: 'Add Products', icon: PlusCircle, area: adminScreenAreas.addProduct },
  { to: adminRoutes.products, label: 'Products', icon: Package, area: adminScreenAreas.products },
  { to: adminRoutes.categories, label: 'Category', icon: FolderTree, area: adminScreenAreas.categories },
  { to: adminRoutes.contact, label: 'Contact Info', icon: Mail, area: adminScreenAreas.contact },
  { to: adminRoutes.applications, label: 'Applications', icon: Inbox, area: adminScreenAreas.applications },
  { to: adminRoutes.blogs, label: 'Blogs', icon: FileText, area: adminScreenAreas.blogs },
  { to: adminRoutes.reviews, label: 'Review', icon: Star, area: adminScreenAreas.reviews },
  // Each document type (documents.ts), after the blogs and reviews.
  ...DOCUMENT_KIND_NAMES.map((kind) => ({ to: documentAdminPath(kind), label: DOCUMENT_KINDS[kind].plural, icon: Briefcase, area: DOCUMENT_KINDS[kind].write })),
  { to: adminRoutes.content, label: 'Content', icon: Home, area: adminScreenAreas.content },
  { to: adminRoutes.media, label: 'Media', icon: Images, area: adminScreenAreas.media },
  { to: adminRoutes.settings, label: 'Settings', icon: Settings, area: adminScreenAreas.settings },
  { to: adminRoutes.staff, label: 'Staff', icon: Users, area: adminScreenAreas.staff },
  { to: adminRoutes.audit, label: 'Audit log', icon: ScrollText, area: adminScreenAreas.audit },
  { to: adminRoutes.analytics, label: 'Analytics', icon: BarChart3, area: adminScreenAreas.analytics },
  { to: adminRoutes.account, label: 'My account', icon: UserCog, area: adminScreenAreas.account },
] as const;

export function AdminShell({ brand = 'Back office', headerExtra }: { brand?: string; headerExtra?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout, user } = useAuth();

  const onLogout = async () => {
    await logout();
    void navigate(adminRoutes.login, { replace: true });
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={800} c="brand.7">
              {brand}
            </Text>
          </Group>
          <Group gap="sm">
            {headerExtra}
            {/* The public site in preview (web) or in the system browser (desktop): shared/docs/admin.md#view-site. */}
            <ViewOnSite path="/" visibleFrom="sm">
              View site
            </ViewOnSite>
            {/* On a phone the header holds only the icon (its name stays "View site"). */}
            <ViewOnSite path="/" hiddenFrom="sm" label="View site" px="xs" styles={{ section: { marginInlineEnd: 0 } }}>
              {null}
            </ViewOnSite>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {user?.email}
            </Text>
            <Button variant="light" color="red" leftSection={<LogOut size={16} />} onClick={() => void onLogout()}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin">
        <ScrollArea>
          {NAV.filter((item) => item.area === 'signedIn' || mayUse(user?.role, item.area)).map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              component={RouterNavLink}
              to={to}
              label={label}
              leftSection={<Icon size={18} aria-hidden />}
              active={pathname === to || (to !== adminRoutes.addProduct && pathname.startsWith(`${to}/`))}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <RequireScreenArea>
          <SiteClock>
            <Outlet />
          </SiteClock>
        </RequireScreenArea>
      </AppShell.Main>
    </AppShell>
  );
}
