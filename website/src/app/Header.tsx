import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink, SiteNavLink } from '../ui/SiteLink.js';
import { ChevronDown, Menu, X } from '../ui/icons.js';
import type { BlogCategory } from '@itsite/shared/contract/constants';
import { publicPaths } from '@itsite/shared/contract/preview';
import { useSite } from '../lib/site.js';
import { CartLink } from '../features/catalogue/index.js';
import styles from './Header.module.css';

interface SubLink {
  to: string;
  label: string;
}

/**
 * A menu entry with a dropdown: opens on hover, on its caret button, and with the keyboard
 * (ArrowDown opens, Escape closes and returns focus). The entry itself stays a link.
 */
function Dropdown({ to, label, items, emptyText }: { to?: string; label: string; items: SubLink[]; emptyText?: string }) {
  const [open, setOpen] = useState(false);
  // Pointing at the entry opens the list on the way to the caret (a tap sends the same events): the
  // click that follows keeps it open rather than closing it.
  const openedByHover = useRef(false);
  const id = useId();
  const caret = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const focusFirst = () => requestAnimationFrame(() => list.current?.querySelector('a')?.focus());
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      caret.current?.focus();
    } else if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      setOpen(true);
      focusFirst();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && open) {
      const links = [...(list.current?.querySelectorAll('a') ?? [])];
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (at === -1) return;
      e.preventDefault();
      links[(at + (e.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
    }
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      {to ? (
        <SiteNavLink to={to} className={styles.link}>
          {label}
        </SiteNavLink>
      ) : (
        <span className={styles.link}>{label}</span>
      )}
      <button
        ref={caret}
        type="button"
        className={styles.caret}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${label} menu`}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        <ChevronDown size={16} aria-hidden />
      </button>
      {/* Always in the page, hidden while closed: before the script (or without it) the list opens
          on hover and when focus is inside the entry (Header.module.css), so every page is reachable. */}
      <ul id={id} ref={list} className={styles.submenu} hidden={!open}>
        {items.length === 0 && emptyText ? <li className={styles.empty}>{emptyText}</li> : null}
        {items.map((item) => (
          <li key={item.to}>
            <SiteLink to={item.to}>{item.label}</SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Header() {
  const { blogMenu, settings } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  // Opened before the script arrived (the toggle's link made the menu the address's target): the
  // script takes it over open, and the address loses the fragment.
  useEffect(() => {
    if (window.location.hash !== '#site-nav') return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    setMenuOpen(true);
  }, []);

  const blogLinks = (category: BlogCategory): SubLink[] =>
    (blogMenu?.[category] ?? []).map((b) => ({ to: publicPaths.blog(b.slug), label: b.title }));
  const company = settings?.companyName ?? '';

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLink to="/" className={styles.logo} onClick={() => window.scrollTo({ top: 0 })} aria-label={`${company || 'Home'}: home`}>
          <span className={styles.logoMark} aria-hidden>
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M7 8l-4 4 4 4M17 8l4 4-4 4M14 5l-4 14" />
            </svg>
          </span>
          <span>{company}</span>
        </SiteLink>
        {/* On a phone the cart stays in the bar, not only inside the closed menu. */}
        <span className={styles.barCart}>
          <CartLink />
        </span>
        {/* A link to the menu, so that without the script it opens the menu all the same (the menu
            shows when it is the address's target); the script makes it a button that toggles it. */}
        <a
          href="#site-nav"
          role="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={(e) => {
            e.preventDefault();
            setMenuOpen((o) => !o);
          }}
          onKeyDown={(e) => {
            if (e.key !== ' ') return;
            e.preventDefault();
            setMenuOpen((o) => !o);
          }}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </a>
        <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.menu}>
            <li className={styles.item}>
              <SiteNavLink to="/" end className={styles.link}>
                Home
              </SiteNavLink>
            </li>
            <Dropdown to="/digitalMarketingServices" label="Digital Marketing Services" items={blogLinks('digitalMarketing')} />
            <Dropdown to="/backOfficeServices" label="Back Office Services" items={blogLinks('backOffice')} />
            <li className={styles.item}>
              <SiteNavLink to="/amazonServices" className={styles.link}>
                Amazon Service
              </SiteNavLink>
            </li>
            <Dropdown
              label="Development"
              items={[
                { to: '/webdevelopment', label: 'Web Development' },
                { to: '/appdevelopment', label: 'App Development' },
                { to: '/machine-learning-and-ai-solutions', label: 'Machine Learning & AI' },
                // The overview of every service, and the catalogue the quote flow starts from.
                { to: '/services', label: 'All Services' },
                { to: '/products', label: 'Products' },
              ]}
            />
            <Dropdown
              label="About Us"
              items={[
                { to: '/about', label: 'About' },
                { to: '/careers', label: 'Career With Us' },
              ]}
            />
            <li className={`${styles.item} ${styles.menuCart}`}>
              <CartLink />
            </li>
            <li className={`${styles.item} ${styles.cta}`}>
              <SiteLink to="/contactUs" className="btn">
                Contact Us
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
