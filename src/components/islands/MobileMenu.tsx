import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { DESKTOP_MEDIA, type NavLink } from '../../config/navigation';
import { linkState } from '../../lib/nav';

interface Props {
  links: readonly NavLink[];
  cta: NavLink;
  /** Path of the page being shown, to mark the current link. */
  pathname: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The small-screen navigation: a toggle button and a slide-in panel that traps focus and locks scrolling. */
export default function MobileMenu({ links, cta, pathname }: Props) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);
  const panelId = useId();

  const close = useCallback((returnFocus = true) => {
    restoreFocus.current = returnFocus;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add('scroll-locked');
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
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
    // A page restored from the back-forward cache must not come back with the menu open.
    const onPageShow = () => close(false);
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const onResize = () => desktop.matches && close(false);

    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('pageshow', onPageShow);
    desktop.addEventListener('change', onResize);
    return () => {
      root.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
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
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-basalt-900 hover:bg-basalt-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>

      <div
        className={`fixed inset-0 top-(--header-height) z-40 bg-basalt-950/40 backdrop-blur-sm transition-opacity duration-200 ${
          open ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
        aria-hidden="true"
        data-testid="menu-backdrop"
        onClick={() => close()}
      />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        hidden={!open}
        className="fixed top-(--header-height) right-0 bottom-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto border-l border-basalt-200 bg-white px-5 py-6 shadow-xl motion-safe:animate-[slide-in_200ms_ease-out]"
      >
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
                    className={`block rounded-lg px-3 py-3 text-base font-semibold ${
                      state ? 'bg-ember-50 text-ember-800' : 'text-basalt-900 hover:bg-basalt-50'
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <a
          href={cta.href}
          onClick={() => close(false)}
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-ember-700 px-4 py-3 text-base font-semibold text-white hover:bg-ember-800"
        >
          {cta.label}
        </a>
      </div>
    </>
  );
}
