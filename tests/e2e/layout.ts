import type { Page } from '@playwright/test';

/**
 * What reads as unfinished on a wide screen, one line each: a grid of cards with an empty column
 * after its last card, long-form text leaving an empty third beside it, more than one orange
 * all-caps label (the hero's).
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
      const style = getComputedStyle(list);
      const items = [...list.children].filter((item) => item.getBoundingClientRect().width > 0);
      // Cards: each item drawn as a box (a ring, shadow or surface of its own), not a list of words.
      const drawn = (item: Element) => {
        const s = getComputedStyle(item);
        return s.boxShadow !== 'none' || s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.borderTopWidth !== '0px';
      };
      if (style.display !== 'grid' || items.length < 2 || style.gridTemplateColumns.split(' ').length < 2 || !items.every(drawn)) continue;
      const box = list.getBoundingClientRect();
      const last = items.at(-1)!.getBoundingClientRect();
      // The last card ends at the grid's right edge: no column left empty after it.
      if (box.right - last.right > 2)
        found.push(`${list.className.slice(0, 60)}: ${items.length} cards, ${Math.round(box.right - last.right)} px empty after the last`);
    }
    const prose = document.querySelector<HTMLElement>('.prose-basalt');
    if (prose) {
      const main = document.querySelector('main')!.getBoundingClientRect();
      const text = [...prose.querySelectorAll(':scope > p')].map((p) => p.getBoundingClientRect());
      const band = prose.closest('.longform, section, .grid') ?? prose.parentElement!;
      // What stands beside the text in its band (an aside, a heading column), if anything.
      const beside = [...band.querySelectorAll('*')].some((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && text.length > 0 && r.left >= Math.max(...text.map((t) => t.right)) && !prose.contains(element);
      });
      const right = Math.max(...text.map((t) => t.right));
      const left = Math.min(...text.map((t) => t.left));
      if (text.length && !beside && main.right - right - (left - main.left) > main.width / 6) {
        found.push(`the text runs ${Math.round(left)}–${Math.round(right)} px of ${Math.round(main.width)} with nothing beside it`);
      }
    }
    // The orange all-caps label is the hero's: at most one a page.
    const orangeCaps = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => {
      const style = getComputedStyle(element);
      const [r, g, b] = (style.color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
      return style.textTransform === 'uppercase' && element.getBoundingClientRect().width > 0 && r - b > 100 && r - g > 40;
    });
    if (orangeCaps.length > 1)
      found.push(`${orangeCaps.length} orange all-caps labels: ${orangeCaps.map((e) => e.textContent?.trim().slice(0, 30)).join(' | ')}`);
    return found;
  });
}
