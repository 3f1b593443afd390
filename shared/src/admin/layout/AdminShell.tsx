import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FileText, FolderTree, Home, LayoutDashboard, LogOut, Mail, Package, PlusCircle, Settings, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth.js';
import { adminRoutes } from '../routes.js';

/** Admin navigation: the header items of the original back office plus content and settings. */
const NAV = [
  { to: adminRoutes.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: adminRoutes.addProduct, label: 'Add Products', icon: PlusCircle },
  { to: adminRoutes.products, label: 'Products', icon: Package },
  { to: adminRoutes.categories, label: 'Category', icon: FolderTree },
  { to: adminRoutes.contact, label: 'Contact Info', icon: Mail },
  { to: adminRoutes.blogs, label: 'Blogs', icon: FileText },
  { to: adminRoutes.reviews, label: 'Review', icon: Star },
  { to: adminRoutes.content, label: 'Content', icon: Home },
  { to: adminRoutes.settings, label: 'Settings', icon: Settings },
] as const;

export function AdminShell({ brand = 'Back office', headerExtra }: { brand?: string; headerExtra?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout, user } = useAuth();

  const onLogout = async () => {
    await logout();
    navigate(adminRoutes.login, { replace: true });
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
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {user?.email}
            </Text>
            <Button variant="light" color="red" leftSection={<LogOut size={16} />} onClick={onLogout}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Admin">
        <ScrollArea>
          {NAV.map(({ to, label, icon: Icon }) => (
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
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
