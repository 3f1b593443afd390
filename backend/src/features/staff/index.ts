/** Staff accounts' public face: sign-in and staff routes, the first admin at start, the CLI's account commands, and the owner lists other inboxes show. */
export { registerAuthRoutes } from './auth.routes.js';
export { ownersFor } from './staff.commands.js';
export { registerStaffRoutes } from './staff.routes.js';
export { disableTwoFactorFor } from './twoFactor.commands.js';
export { presentStaffOption } from './user.presenter.js';
export { ensureAdmin, findUserByLogin, upsertAdmin, type BootstrapResult } from './users.js';
