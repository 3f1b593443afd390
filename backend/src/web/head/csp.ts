import type { SettingsDto } from '@itsite/shared/contract';

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Exactly the chat script's origin: never a wildcard derived from it (x.github.io is not *.github.io). */
function chatSources(url: string): string[] {
  const origin = originOf(url);
  return origin ? [origin] : [];
}

/**
 * Content-Security-Policy of the website's pages: our own origin only, plus what settings enable
 * (the chat widget's script and the map's frame). Styles allow inline for the admin's CSS-in-JS.
 */
export function contentSecurityPolicy(settings: Pick<SettingsDto, 'chatWidgetScriptUrl' | 'mapEmbedUrl'>, mediaBaseUrl?: string): string {
  const chat = chatSources(settings.chatWidgetScriptUrl);
  const map = originOf(settings.mapEmbedUrl);
  // Uploaded images and videos from a CDN or public bucket (S3_PUBLIC_URL).
  const media = mediaBaseUrl ? originOf(mediaBaseUrl) : undefined;
  const list = (...sources: Array<string | undefined>) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...chat)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...chat)}`,
    `img-src ${list("'self'", 'data:', 'blob:', media, ...chat)}`,
    `media-src ${list("'self'", 'blob:', media)}`,
    `font-src ${list("'self'", 'data:', ...chat)}`,
    `connect-src ${list("'self'", ...chat, ...chat.map((s) => s.replace(/^https:/, 'wss:')))}`,
    `frame-src ${list(map, ...chat) || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
