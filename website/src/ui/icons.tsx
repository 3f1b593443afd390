import type { ReactElement, SVGProps } from 'react';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';

/**
 * The public site's icons: Lucide's drawings (the `lucide` package's icon data), drawn by a
 * component that writes each icon's inside once.
 *
 * lucide-react works every icon's attributes out again on each render (its class names, its
 * attribute names, a React element per path), which on the server made the icons about a tenth of
 * a page's CPU: the home page draws 56 of them. Here an icon is one `<svg>` whose inside is the
 * markup made when its module loaded. The back office (Mantine) keeps lucide-react.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Width and height, in pixels or any CSS length (24 by default). */
  size?: number | string;
}

export type IconComponent = (props: IconProps) => ReactElement;

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An icon's inside as SVG markup: Lucide's node is a list of shapes, each a tag and its attributes. */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value as string | number)}"`)
        .join('');
      return `<${tag}${attrs}></${tag}>`;
    })
    .join('');
}

/** Whether the props name the icon for assistive technology; an icon that is not named is hidden from it. */
const named = (props: object) => Object.keys(props).some((key) => key === 'role' || key === 'title' || key.startsWith('aria-'));

/** A component that draws one Lucide icon, as lucide-react's does (the same attributes and defaults). */
export function lucideIcon(name: string, node: IconNode): IconComponent {
  const inside = { __html: iconMarkup(node) };
  const base = `lucide lucide-${name}`;
  function LucideIcon({ size = 24, color = 'currentColor', strokeWidth = 2, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${base} ${className}` : base}
        aria-hidden={named(rest) ? undefined : 'true'}
        {...rest}
        dangerouslySetInnerHTML={inside}
      />
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}

export const ArrowRight = lucideIcon('arrow-right', lucide.ArrowRight);
export const ArrowUpRight = lucideIcon('arrow-up-right', lucide.ArrowUpRight);
export const Award = lucideIcon('award', lucide.Award);
export const BadgeCheck = lucideIcon('badge-check', lucide.BadgeCheck);
export const BookOpen = lucideIcon('book-open', lucide.BookOpen);
export const Boxes = lucideIcon('boxes', lucide.Boxes);
export const BrainCircuit = lucideIcon('brain-circuit', lucide.BrainCircuit);
export const CalendarDays = lucideIcon('calendar-days', lucide.CalendarDays);
export const Check = lucideIcon('check', lucide.Check);
export const CheckCircle2 = lucideIcon('circle-check', lucide.CheckCircle2);
export const ChevronDown = lucideIcon('chevron-down', lucide.ChevronDown);
export const ChevronLeft = lucideIcon('chevron-left', lucide.ChevronLeft);
export const ChevronRight = lucideIcon('chevron-right', lucide.ChevronRight);
export const Clock = lucideIcon('clock', lucide.Clock);
export const Cloud = lucideIcon('cloud', lucide.Cloud);
export const Code2 = lucideIcon('code-xml', lucide.Code2);
export const FlaskConical = lucideIcon('flask-conical', lucide.FlaskConical);
export const Globe2 = lucideIcon('earth', lucide.Globe2);
export const Headphones = lucideIcon('headphones', lucide.Headphones);
export const Headset = lucideIcon('headset', lucide.Headset);
export const HeartHandshake = lucideIcon('heart-handshake', lucide.HeartHandshake);
export const HeartPulse = lucideIcon('heart-pulse', lucide.HeartPulse);
export const Image = lucideIcon('image', lucide.Image);
export const Layers = lucideIcon('layers', lucide.Layers);
export const Lightbulb = lucideIcon('lightbulb', lucide.Lightbulb);
export const Mail = lucideIcon('mail', lucide.Mail);
export const MapPin = lucideIcon('map-pin', lucide.MapPin);
export const Megaphone = lucideIcon('megaphone', lucide.Megaphone);
export const Menu = lucideIcon('menu', lucide.Menu);
export const MessageSquarePlus = lucideIcon('message-square-plus', lucide.MessageSquarePlus);
export const Minus = lucideIcon('minus', lucide.Minus);
export const Package = lucideIcon('package', lucide.Package);
export const Palette = lucideIcon('palette', lucide.Palette);
export const Pause = lucideIcon('pause', lucide.Pause);
export const Phone = lucideIcon('phone', lucide.Phone);
export const Play = lucideIcon('play', lucide.Play);
export const Plus = lucideIcon('plus', lucide.Plus);
export const Puzzle = lucideIcon('puzzle', lucide.Puzzle);
export const Quote = lucideIcon('quote', lucide.Quote);
export const Search = lucideIcon('search', lucide.Search);
export const Send = lucideIcon('send', lucide.Send);
export const ServerCog = lucideIcon('server-cog', lucide.ServerCog);
export const ShieldCheck = lucideIcon('shield-check', lucide.ShieldCheck);
export const ShoppingCart = lucideIcon('shopping-cart', lucide.ShoppingCart);
export const Smartphone = lucideIcon('smartphone', lucide.Smartphone);
export const Star = lucideIcon('star', lucide.Star);
export const Store = lucideIcon('store', lucide.Store);
export const Trash2 = lucideIcon('trash-2', lucide.Trash2);
export const TrendingUp = lucideIcon('trending-up', lucide.TrendingUp);
export const Trophy = lucideIcon('trophy', lucide.Trophy);
export const Truck = lucideIcon('truck', lucide.Truck);
export const UserRound = lucideIcon('user-round', lucide.UserRound);
export const Users = lucideIcon('users', lucide.Users);
export const X = lucideIcon('x', lucide.X);
export const Zap = lucideIcon('zap', lucide.Zap);
