export { AdminApp, AdminProviders } from './AdminApp.js';
export { AuthProvider, useAuth, useCan, isAdmin, isStaff, type AuthState } from './auth.js';
export { webAuthAdapter, useAdminServices, type AdminServices, type AuthAdapter, type AdminDesktopHooks } from './context.js';
export { adminTheme } from './theme.js';
export { adminRoutes, adminRoutePatterns, adminScreenAreas, homeFor, ADMIN_BASE } from './routes.js';
export { installHistoryGate } from './historyGate.js';
