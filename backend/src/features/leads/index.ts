/** The leads feature's public face: the contact and inbox routes, the contact form's native post, and the lead reads and notes that the dashboard and applications share. */
export { registerLeadRoutes, sendContactMessage } from './leads.routes.js';
export { note, ownerName, purgeDeletedLeads } from './leads.commands.js';
export { leadTimeline, leadsMatching, readLeadIds, unreadMatching, userNames } from './leads.queries.js';
