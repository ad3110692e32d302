import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_MEDIA, COMPANY_NAV as links, GET_STARTED as cta, MENU_ID } from '../../config/navigation.ts';
import { linkState } from '../../lib/nav.ts';
import { ISLAND_ICONS } from '../../lib/island-icons.ts';
import IslandIcon from './IslandIcon.tsx';

interface Props {
  /** Path of the page being shown, to mark the current link. */
  pathname: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The small-screen navigation. Before any script the button opens the panel as a popover and CSS
 * locks scrolling; hydrated on the first interaction, the island adds focus kept inside and returned,
 * the button's label and state, and closing on navigation, back-forward and resize.
 */
export default function MobileMenu({ pathname }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);

  const close = useCallback((returnFocus = true) => {
    restoreFocus.current = returnFocus;
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }, []);

  // The first tap may already have opened the panel before this code arrived.
  useEffect(() => {
    const panel = panelRef.current!;
    const sync = () => setOpen(panel.matches(':popover-open'));
    setHydrated(true);
    sync();
    panel.addEventListener('toggle', sync);
    return () => panel.removeEventListener('toggle', sync);
  }, []);

  useEffect(() => {
    if (!open) return;
    restoreFocus.current = true;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      // WebKitGTK reports Shift+Tab's key as "Unidentified" (the platform's ISO_Left_Tab); its code is still Tab.
      if ((event.key !== 'Tab' && event.code !== 'Tab') || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panelRef.current.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Whatever moves the focus out of the open panel (a key this handler does not see, a click on
    // the page behind), it is brought back: to the last item when it left from the first, else the first.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!panel?.matches(':popover-open') || !(event.target instanceof Node) || panel.contains(event.target)) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      (event.relatedTarget === items[0] ? items.at(-1) : items[0])?.focus();
    };
    // A page restored from the back-forward cache must not come back with the menu open.
    const onPageShow = () => close(false);
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const onResize = () => desktop.matches && close(false);

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('pageshow', onPageShow);
    desktop.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('pageshow', onPageShow);
      desktop.removeEventListener('change', onResize);
      if (restoreFocus.current) toggleRef.current?.focus();
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={MENU_ID}
        className="menu-toggle -mr-2 inline-flex size-11 items-center justify-center rounded-lg text-basalt-900 hover:bg-basalt-100"
        // Before hydration the browser reports the popover's state itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MENU_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
      >
        <IslandIcon name={ISLAND_ICONS.openMenu} className="menu-icon-closed size-6" />
        <IslandIcon name={ISLAND_ICONS.closeMenu} className="menu-icon-open size-6" />
      </button>

      <div className="menu-backdrop" aria-hidden="true" onClick={() => close()} />
      <div ref={panelRef} id={MENU_ID} popover="auto" role="dialog" aria-modal="true" aria-label="Site menu" className="menu-panel">
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {links.map((link) => {
              const state = linkState(link.href, pathname);
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={state === 'page' ? 'page' : state === 'section' ? 'true' : undefined}
                    onClick={() => close(false)}
                    className={`menu-link ${state ? 'bg-ember-50 text-ember-800' : 'text-basalt-900 hover:bg-basalt-50'}`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <a href={cta.href} onClick={() => close(false)} className="menu-cta">
          {cta.label}
        </a>
      </div>
    </>
  );
}
