/** The analytics feature's public face: its report routes, the page-view counter the server runs, and the visit attribution that leads and applications record. */
export { registerAnalyticsRoutes } from './analytics.routes.js';
export { Analytics, rollSlice, rollUp } from './analytics.js';
export { NO_ATTRIBUTION, visitAttribution } from './attribution.js';
export { BLOG_POST_PATH } from './counting.js';
export { addDays, dayOn, daysFrom } from './views.js';
