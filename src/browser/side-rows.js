// The sideways rows' controls (components/ui/SideRow.astro, which writes this file inline once on
// a page that has a row): previous and next move the row by one card (smoothly unless the visitor
// asks for less motion: `.snap-row` in global.css), and the position ("2 / 6") follows the row as
// the visitor swipes it. Two listeners on the window and nothing else, so nothing runs until a row
// is used.
(() => {
  /** @param {HTMLElement} list */
  const step = (list) => /** @type {HTMLElement} */ (list.children[1]).offsetLeft - /** @type {HTMLElement} */ (list.children[0]).offsetLeft;
  addEventListener(
    'scroll',
    ({ target: list }) => {
      if (!(list instanceof HTMLElement) || !list.matches('[data-side-list]')) return;
      const last = list.children.length - 1;
      const index = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2 ? last : Math.round(list.scrollLeft / step(list));
      const row = list.parentElement;
      const position = row?.querySelector('[data-side-position]');
      if (position) position.textContent = `${index + 1} / ${last + 1}`;
      // aria-disabled rather than disabled: a button that stops at the end keeps the keyboard's focus.
      const [previous, next] = row?.querySelectorAll('[data-side-step]') ?? [];
      previous?.setAttribute('aria-disabled', String(index === 0));
      next?.setAttribute('aria-disabled', String(index === last));
    },
    { capture: true, passive: true },
  );
  addEventListener('click', ({ target }) => {
    const button = target instanceof Element ? target.closest('[data-side-step]') : null;
    const list = button?.parentElement?.parentElement?.querySelector('[data-side-list]');
    if (button instanceof HTMLElement && list instanceof HTMLElement) list.scrollBy(Number(button.dataset.sideStep) * step(list), 0);
  });
})();
