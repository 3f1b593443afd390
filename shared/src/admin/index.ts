export { AdminApp, AdminProviders } from './AdminApp.js';
export { AuthProvider, useAuth, isAdmin, type AuthState } from './auth.js';
export { webAuthAdapter, useAdminServices, type AdminServices, type AuthAdapter, type AdminDesktopHooks } from './context.js';
export { adminTheme } from './theme.js';
export { adminRoutes, adminRoutePatterns, ADMIN_BASE } from './routes.js';
