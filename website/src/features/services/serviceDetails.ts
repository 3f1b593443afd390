import { AI_SERVICE } from './aiService.js';
import { APP_SERVICES } from './appServices.js';
import type { ServiceDetailContent, ServiceGroup } from './serviceTypes.js';
import { GROUP_BASE } from './serviceTypes.js';
import { WEB_SERVICES } from './webServices.js';

/** The content of a detail page and its public path, or undefined for an unknown slug. */
export function serviceDetail(group: ServiceGroup, slug: string): { path: string; content: ServiceDetailContent } | undefined {
  const table: Record<string, ServiceDetailContent> = group === 'web' ? WEB_SERVICES : group === 'app' ? APP_SERVICES : { [AI_SERVICE.slug]: AI_SERVICE };
  const content = Object.hasOwn(table, slug) ? table[slug] : undefined;
  return content ? { path: `${GROUP_BASE[group]}/${slug}`, content } : undefined;
}
