import { PAGE_GAP, pageLinks } from '../../../lib/blog.ts';
import { ISLAND_ICONS } from '../../../lib/island-icons.ts';
import IslandIcon from '../IslandIcon.tsx';

const LINK = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset';
const IDLE = `${LINK} bg-surface text-basalt-800 ring-basalt-200 hover:bg-basalt-50`;

/**
 * Plain links between a listing's pages, so crawlers and visitors without script reach every article.
 * On a phone the numbers give way to "Page 3 of 10" (they stay in the page for crawlers).
 */
export default function ListingPagination({ pathOf, current, last }: { pathOf: (page: number) => string; current: number; last: number }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-2">
      {current > 1 && (
        <a href={pathOf(current - 1)} rel="prev" className={IDLE}>
          <IslandIcon name={ISLAND_ICONS.previousPage} className="size-4" />
          Previous
        </a>
      )}
      <p className="px-2 text-sm text-basalt-600 sm:hidden">
        Page {current} of {last}
      </p>
      <ul className="hidden flex-wrap items-center gap-2 sm:flex">
        {pageLinks(current, last).map((page, index) =>
          page === PAGE_GAP ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-basalt-500">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={pathOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
                className={page === current ? `${LINK} bg-basalt-950 text-surface ring-basalt-950` : IDLE}
              >
                {page}
              </a>
            </li>
          ),
        )}
      </ul>
      {current < last && (
        <a href={pathOf(current + 1)} rel="next" className={IDLE}>
          Next
          <IslandIcon name={ISLAND_ICONS.nextPage} className="size-4" />
        </a>
      )}
    </nav>
  );
}
