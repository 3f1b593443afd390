import * as lucide from 'lucide';
import { siAndroid, siFacebook, siFlutter, siInstagram, siNextdotjs, siNodedotjs, siReact, siX } from 'simple-icons';
/**
 * The public site's icons as one SVG sprite: a `<symbol>` per icon in one file
 * (`icons.sprite.svg`, written by `npm run sprite`), which browsers and CDNs fetch and cache once.
 * A page draws an icon as `<svg><use href="…/icons.sprite-HASH.svg#name"/></svg>`, a few dozen
 * bytes, instead of writing its drawing into every page (the home page's 56 icons were 44 KB of
 * its HTML) and into the scripts.
 *
 * A symbol holds only the shapes: colour, stroke and size come from the `<svg>` that uses it
 * (presentation attributes inherit into the `<use>`), so one symbol serves every colour.
 */
/** Lucide's drawings the site uses, by the name lucide-react gives each (its class `lucide-<name>`). */
export const LUCIDE_ICONS = {
    'arrow-right': lucide.ArrowRight,
    'arrow-up-right': lucide.ArrowUpRight,
    award: lucide.Award,
    'badge-check': lucide.BadgeCheck,
    'book-open': lucide.BookOpen,
    boxes: lucide.Boxes,
    'brain-circuit': lucide.BrainCircuit,
    'calendar-days': lucide.CalendarDays,
    check: lucide.Check,
    'circle-check': lucide.CheckCircle2,
    'chevron-down': lucide.ChevronDown,
    'chevron-left': lucide.ChevronLeft,
    'chevron-right': lucide.ChevronRight,
    clock: lucide.Clock,
    cloud: lucide.Cloud,
    'code-xml': lucide.Code2,
    'flask-conical': lucide.FlaskConical,
    earth: lucide.Globe2,
    headphones: lucide.Headphones,
    headset: lucide.Headset,
    'heart-handshake': lucide.HeartHandshake,
    'heart-pulse': lucide.HeartPulse,
    image: lucide.Image,
    layers: lucide.Layers,
    lightbulb: lucide.Lightbulb,
    mail: lucide.Mail,
    'map-pin': lucide.MapPin,
    megaphone: lucide.Megaphone,
    menu: lucide.Menu,
    'message-square-plus': lucide.MessageSquarePlus,
    minus: lucide.Minus,
    package: lucide.Package,
    palette: lucide.Palette,
    pause: lucide.Pause,
    phone: lucide.Phone,
    play: lucide.Play,
    plus: lucide.Plus,
    puzzle: lucide.Puzzle,
    quote: lucide.Quote,
    search: lucide.Search,
    send: lucide.Send,
    'server-cog': lucide.ServerCog,
    'shield-check': lucide.ShieldCheck,
    'shopping-cart': lucide.ShoppingCart,
    smartphone: lucide.Smartphone,
    star: lucide.Star,
    store: lucide.Store,
    'trash-2': lucide.Trash2,
    'trending-up': lucide.TrendingUp,
    trophy: lucide.Trophy,
    truck: lucide.Truck,
    'user-round': lucide.UserRound,
    users: lucide.Users,
    x: lucide.X,
    zap: lucide.Zap,
};
/** Brand marks (simple-icons' paths, 24 × 24), by the name a page uses them with, and their colour. */
export const BRAND_MARKS = {
    react: siReact,
    node: siNodedotjs,
    android: siAndroid,
    flutter: siFlutter,
    next: siNextdotjs,
    facebook: siFacebook,
    instagram: siInstagram,
    'x-brand': siX,
    // LinkedIn's mark is not in simple-icons (withdrawn at LinkedIn's request): a plain "in" tile.
    linkedin: {
        path: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z',
        hex: '0A66C2',
    },
};
const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** An icon's inside as SVG markup: Lucide's node is a list of shapes, each a tag and its attributes. */
export function iconMarkup(node) {
    return node
        .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
            .join('');
        return `<${tag}${attrs}></${tag}>`;
    })
        .join('');
}
/** The sprite file's text. */
export function spriteDocument() {
    const symbols = [
        ...Object.entries(LUCIDE_ICONS).map(([name, node]) => `<symbol id="${name}" viewBox="0 0 24 24">${iconMarkup(node)}</symbol>`),
        ...Object.entries(BRAND_MARKS).map(([name, { path }]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${escapeAttribute(path)}"></path></symbol>`),
    ];
    return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
//# sourceMappingURL=sprite.js.map