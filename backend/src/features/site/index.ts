/** The site feature's public face: settings, the home page block, the dashboard, health and the API reference routes, and the settings command the demo seed uses. */
export { registerDashboardRoutes } from './dashboard.routes.js';
export { registerHealthRoutes } from './health.routes.js';
export { registerReferenceRoutes } from './reference.routes.js';
export { registerSecondSectionRoutes } from './second-sections.routes.js';
export { saveSettings } from './settings.commands.js';
export { registerSettingsRoutes } from './settings.routes.js';
