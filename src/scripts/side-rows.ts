/**
 * The sideways rows' controls (components/ui/SideRow.astro): previous and next move the row by one
 * card, and the position ("2 / 6") follows the row as the visitor swipes it. Two listeners on the
 * window and nothing else, so nothing runs until a row is used.
 */
const LIST = '[data-side-list]';
const ROW = '[data-side-row]';

/** The index of the card at the row's start edge; the last one once the row is scrolled to its end. */
function current(list: HTMLElement): number {
  const items = [...list.children] as HTMLElement[];
  if (list.scrollLeft + list.clientWidth >= list.scrollWidth - 2) return items.length - 1;
  const start = items[0]!.offsetLeft;
  let best = 0;
  items.forEach((item, index) => {
    if (Math.abs(item.offsetLeft - start - list.scrollLeft) < Math.abs(items[best]!.offsetLeft - start - list.scrollLeft)) best = index;
  });
  return best;
}

function show(list: HTMLElement): void {
  const row = list.closest(ROW);
  if (!row) return;
  const index = current(list);
  const last = list.children.length - 1;
  const position = row.querySelector('[data-side-position]');
  if (position) position.textContent = `${index + 1} / ${last + 1}`;
  const [previous, next] = row.querySelectorAll('[data-side-step]');
  // aria-disabled rather than disabled: a button that stops at the end keeps the keyboard's focus.
  previous?.setAttribute('aria-disabled', String(index === 0));
  next?.setAttribute('aria-disabled', String(index === last));
}

addEventListener(
  'scroll',
  (event) => {
    if (event.target instanceof HTMLElement && event.target.matches(LIST)) show(event.target);
  },
  { capture: true, passive: true },
);

addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-side-step]') : null;
  const list = button?.closest(ROW)?.querySelector<HTMLElement>(LIST);
  if (!button || !list) return;
  const items = list.children as HTMLCollectionOf<HTMLElement>;
  const index = Math.min(Math.max(current(list) + Number(button.dataset.sideStep), 0), items.length - 1);
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  list.scrollTo({ left: items[index]!.offsetLeft - items[0]!.offsetLeft, behavior: still ? 'instant' : 'smooth' });
});
