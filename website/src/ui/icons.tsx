import type { ReactElement, SVGProps } from 'react';
import spriteUrl from './icons.sprite.svg?url';

/**
 * The public site's icons: Lucide's drawings (the `lucide` package's icon data) and a few brand
 * marks, drawn from one cached sprite file (ui/sprite.ts): each icon on a page is an `<svg>` with
 * lucide-react's attributes around a `<use>` of its symbol, a few dozen bytes of the page and
 * nothing of the scripts. The back office (Mantine) keeps lucide-react.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Width and height, in pixels or any CSS length (24 by default). */
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactElement;

/** Where a symbol of the sprite is. */
export const symbolHref = (name: string) => `${spriteUrl}#${name}`;

/** Whether the props name the icon for assistive technology; an icon that is not named is hidden from it. */
const named = (props: object) => Object.keys(props).some((key) => key === 'role' || key === 'title' || key.startsWith('aria-'));

/**
 * A component that draws one Lucide icon, as lucide-react's does (its classes, size and defaults).
 * Lucide's constant attributes (no fill, a round 2-px stroke in the text's colour) are one rule of
 * the site's stylesheet (`.lucide`, styles/global.css), not written on every icon; a colour other
 * than the text's is the icon's `color`, a stroke width other than 2 its style.
 */
export function lucideIcon(name: string): IconComponent {
  const base = `lucide lucide-${name}`;
  const href = symbolHref(name);
  function LucideIcon({ size = 24, color, strokeWidth, className, style, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        className={className ? `${base} ${className}` : base}
        color={color === 'currentColor' ? undefined : color}
        style={strokeWidth === undefined || Number(strokeWidth) === 2 ? style : { ...style, strokeWidth }}
        aria-hidden={named(rest) ? undefined : 'true'}
        {...rest}
      >
        <use href={href} />
      </svg>
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}

/** The brands' own colours (simple-icons'), by their symbol in the sprite (ui/sprite.ts BRAND_MARKS). */
export const BRAND_COLORS: Record<string, string> = {
  react: '61DAFB',
  node: '5FA04E',
  android: '3DDC84',
  flutter: '02569B',
  next: '000000',
  facebook: '0866FF',
  instagram: 'FF0069',
  'x-brand': '000000',
  linkedin: '0A66C2',
};

/** A brand's mark from the sprite, in its own colour unless told otherwise (`fill`); always decoration. */
export function BrandMark({ name, size = 24, ...rest }: { name: string; size?: number | string } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill={`#${BRAND_COLORS[name] ?? '000000'}`} aria-hidden="true" focusable="false" {...rest}>
      <use href={symbolHref(name)} />
    </svg>
  );
}

export const ArrowRight = lucideIcon('arrow-right');
export const ArrowUpRight = lucideIcon('arrow-up-right');
export const Award = lucideIcon('award');
export const BadgeCheck = lucideIcon('badge-check');
export const BookOpen = lucideIcon('book-open');
export const Boxes = lucideIcon('boxes');
export const BrainCircuit = lucideIcon('brain-circuit');
export const CalendarDays = lucideIcon('calendar-days');
export const Check = lucideIcon('check');
export const CheckCircle2 = lucideIcon('circle-check');
export const ChevronDown = lucideIcon('chevron-down');
export const ChevronLeft = lucideIcon('chevron-left');
export const ChevronRight = lucideIcon('chevron-right');
export const Clock = lucideIcon('clock');
export const Cloud = lucideIcon('cloud');
export const Code2 = lucideIcon('code-xml');
export const FlaskConical = lucideIcon('flask-conical');
export const Globe2 = lucideIcon('earth');
export const Headphones = lucideIcon('headphones');
export const Headset = lucideIcon('headset');
export const HeartHandshake = lucideIcon('heart-handshake');
export const HeartPulse = lucideIcon('heart-pulse');
export const Image = lucideIcon('image');
export const Layers = lucideIcon('layers');
export const Lightbulb = lucideIcon('lightbulb');
export const Mail = lucideIcon('mail');
export const MapPin = lucideIcon('map-pin');
export const Megaphone = lucideIcon('megaphone');
export const Menu = lucideIcon('menu');
export const MessageSquarePlus = lucideIcon('message-square-plus');
export const Minus = lucideIcon('minus');
export const Package = lucideIcon('package');
export const Palette = lucideIcon('palette');
export const Pause = lucideIcon('pause');
export const Phone = lucideIcon('phone');
export const Play = lucideIcon('play');
export const Plus = lucideIcon('plus');
export const Puzzle = lucideIcon('puzzle');
export const Quote = lucideIcon('quote');
export const Search = lucideIcon('search');
export const Send = lucideIcon('send');
export const ServerCog = lucideIcon('server-cog');
export const ShieldCheck = lucideIcon('shield-check');
export const ShoppingCart = lucideIcon('shopping-cart');
export const Smartphone = lucideIcon('smartphone');
export const Star = lucideIcon('star');
export const Store = lucideIcon('store');
export const Trash2 = lucideIcon('trash-2');
export const TrendingUp = lucideIcon('trending-up');
export const Trophy = lucideIcon('trophy');
export const Truck = lucideIcon('truck');
export const UserRound = lucideIcon('user-round');
export const Users = lucideIcon('users');
export const X = lucideIcon('x');
export const Zap = lucideIcon('zap');
