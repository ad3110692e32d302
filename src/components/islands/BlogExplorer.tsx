import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { BLOG_TABS, DEFAULT_TAB, type BlogTab } from '../../config/blog.ts';
import {
  BLOG_PARAMS,
  CARD_ICONS,
  LISTING_PAGE_SIZE,
  articleCount,
  emptyState,
  filterArticles,
  findTab,
  isRecent,
  normalizeQuery,
  type ArticleSummary,
  type PullFigure,
} from '../../lib/blog.ts';
import { loadArticleSummaries } from '../../lib/article-summaries.ts';
import { FULL_TEXT_SEARCH_MARKER } from '../../lib/full-text-search.ts';
import { blogListingPath } from '../../config/paths.ts';
import ArticleCard from './blog/ArticleCard.tsx';
import FullTextResults from './blog/FullTextResults.tsx';
import ListingPagination from './blog/ListingPagination.tsx';
import { ISLAND_ICONS } from '../../lib/island-icons.ts';
import IslandIcon from './IslandIcon.tsx';

interface Props {
  /** The key of the tab this listing shows. */
  tab: string;
  /** The cards of this page of the listing, newest first. */
  articles: readonly ArticleSummary[];
  /** Articles per tab key, for the badges on the tabs. */
  counts: Record<string, number>;
  /** This page's number and the listing's last page. */
  page: { current: number; last: number };
  /** A moment (ms) whose "Recent" badges the pre-rendered HTML shows; replaced by the visitor's clock after hydration. */
  recentAsOf: number;
  /** The lead article's headline number, on /blog: drawn on the lead card. */
  leadFigure?: PullFigure | undefined;
}

const ACCENTS: Record<BlogTab['color'], string> = {
  slate: 'bg-basalt-100 text-basalt-800',
  violet: 'bg-violet-100 text-violet-800',
  sky: 'bg-sky-100 text-sky-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  rose: 'bg-rose-100 text-rose-800',
  teal: 'bg-teal-100 text-teal-800',
};

/** Every article of the tab, once loaded; until then (or if it cannot load) the page's own cards. */
type Catalogue = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; articles: ArticleSummary[] };

/**
 * A blog listing: search, the category tabs (plain links: each tab is its own pre-rendered page),
 * one page of cards and the page links. The search filters every article of the tab: the first
 * keystroke fetches every article's card data, and Pagefind's full-text matches follow beneath.
 * Text typed before the script arrived is picked up on hydration.
 */
export default function BlogExplorer({ tab: tabKey, articles, counts, page, recentAsOf, leadFigure }: Props) {
  const [query, setQuery] = useState('');
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'idle' });
  const [limit, setLimit] = useState(LISTING_PAGE_SIZE * 2);
  const [now, setNow] = useState(recentAsOf);
  const searchRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const tab = findTab(BLOG_TABS, tabKey);
  const needle = normalizeQuery(query);
  const searching = needle !== '';

  const search = (text: string) => {
    setQuery(text);
    setLimit(LISTING_PAGE_SIZE * 2);
    const params = new URLSearchParams(window.location.search);
    if (text.trim()) params.set(BLOG_PARAMS.query, text);
    else params.delete(BLOG_PARAMS.query);
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  };

  // After hydration: the address's search, anything typed before the script arrived, and the
  // visitor's clock for "Recent".
  useEffect(() => {
    const input = searchRef.current!;
    const fromUrl = new URLSearchParams(window.location.search).get(BLOG_PARAMS.query) ?? '';
    if (input.value && input.value !== fromUrl) search(input.value);
    else {
      input.value = fromUrl;
      setQuery(fromUrl);
    }
    setNow(Date.now());
  }, []);

  useEffect(() => {
    if (!searching || catalogue.status !== 'idle') return;
    setCatalogue({ status: 'loading' });
    loadArticleSummaries().then(
      (all) => setCatalogue({ status: 'ready', articles: all }),
      (error: unknown) => {
        console.error('The article list for search did not load:', error);
        setCatalogue({ status: 'failed' });
      },
    );
  }, [searching, catalogue.status]);

  const pool = catalogue.status === 'ready' ? catalogue.articles : articles;
  const matches = useMemo(() => (searching ? filterArticles(pool, BLOG_TABS, { tab: tab.key, query }) : []), [pool, tab.key, query, searching]);
  const shown = searching ? matches.slice(0, limit) : articles;
  const anyRecent = shown.some((article) => isRecent(article.publishedDate, now));
  const empty = emptyState({ tab: tab.key, query });
  const withQuery = (path: string) => (searching ? `${path}?${new URLSearchParams({ [BLOG_PARAMS.query]: query.trim() })}` : path);

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced as a landmark by every screen reader; role="search" on the form is. */}
      <form
        role="search"
        {...{ [FULL_TEXT_SEARCH_MARKER]: '' }}
        action={blogListingPath(tab.key)}
        className="relative max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${baseId}-q`} className="sr-only">
          Search articles
        </label>
        <IslandIcon name={ISLAND_ICONS.search} className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-basalt-500" />
        <input
          ref={searchRef}
          id={`${baseId}-q`}
          type="search"
          name={BLOG_PARAMS.query}
          defaultValue=""
          onChange={(event) => search(event.target.value)}
          placeholder="Search articles..."
          autoComplete="off"
          className="w-full rounded-xl border-0 bg-surface py-3.5 pr-4 pl-12 text-base text-basalt-950 shadow-sm ring-1 ring-basalt-300 ring-inset placeholder:text-basalt-500 focus:ring-2 focus:ring-ember-600"
        />
        {/* Results update as you type; the button serves Enter and assistive technology. */}
        <button type="submit" className="sr-only">
          Search
        </button>
      </form>

      {/*
        On a phone the tabs are one row that scrolls sideways (.tab-row in global.css), and the
        selected tab is in view at load without script; from 640 px they wrap, and at the widest
        layout they fit one row with some 50 px to spare in every engine (text is wider in WebKit).
      */}
      <nav aria-label="Article categories" className="mt-8">
        <ul className="tab-row flex flex-wrap gap-1.5">
          {BLOG_TABS.map((candidate) => {
            const selected = candidate.key === tab.key;
            return (
              <li key={candidate.key}>
                <a
                  href={withQuery(blogListingPath(candidate.key))}
                  aria-current={selected ? (page.current === 1 ? 'page' : 'true') : undefined}
                  className={`inline-flex items-center gap-2 rounded-full px-3.5 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ring-inset ${
                    selected ? 'bg-basalt-950 text-surface ring-basalt-950' : 'bg-surface text-basalt-700 ring-basalt-200 hover:bg-basalt-50'
                  }`}
                >
                  <IslandIcon name={candidate.icon} className="size-4" />
                  {candidate.name}
                  <span className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-surface/15 text-surface' : 'bg-basalt-100 text-basalt-700'}`}>
                    <span aria-hidden="true">{counts[candidate.key] ?? 0}</span>
                    <span className="sr-only">{articleCount(counts[candidate.key] ?? 0)}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-surface p-5 ring-1 ring-basalt-200 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${ACCENTS[tab.color]}`}>
            <IslandIcon name={tab.icon} className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold text-basalt-950">{tab.key === DEFAULT_TAB ? 'All articles' : tab.name}</h2>
            <p className="mt-0.5 text-sm text-basalt-600">{tab.description}</p>
          </div>
        </div>
        <p className="flex shrink-0 flex-wrap items-center gap-3 text-sm text-basalt-700" aria-live="polite" aria-atomic="true">
          <span>
            <strong className="font-semibold text-basalt-950">{searching ? matches.length : (counts[tab.key] ?? 0)}</strong>{' '}
            {(searching ? matches.length : (counts[tab.key] ?? 0)) === 1 ? 'article' : 'articles'}
            {searching && ' found'}
            {!searching && page.last > 1 && <span className="text-basalt-600">{` · page ${page.current} of ${page.last}`}</span>}
          </span>
          {anyRecent && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <IslandIcon name={CARD_ICONS.recent} className="size-3.5" />
              Recently updated
            </span>
          )}
        </p>
      </div>

      {searching && catalogue.status === 'failed' && (
        <p className="mt-4 text-sm text-basalt-700" role="status">
          The full article list did not load, so these matches come from this page only.
        </p>
      )}

      {shown.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-basalt-300 bg-surface px-6 py-16 text-center">
          <IslandIcon name={ISLAND_ICONS.noMatches} className="mx-auto size-10 text-basalt-400" />
          <h3 className="mt-4 text-lg font-semibold text-basalt-950">{empty.title}</h3>
          <p className="mt-1 text-basalt-600">{empty.message}</p>
          {!searching && tab.key !== DEFAULT_TAB && (
            <a href={blogListingPath(DEFAULT_TAB)} className="mt-4 inline-block text-sm font-semibold text-ember-700 hover:text-ember-800">
              Browse all articles
            </a>
          )}
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((article, index) => {
            const lead = index === 0 && !searching && tab.key === DEFAULT_TAB && page.current === 1;
            return (
              <ArticleCard
                key={article.slug}
                article={article}
                recent={isRecent(article.publishedDate, now)}
                lead={lead}
                figure={lead ? leadFigure : undefined}
              />
            );
          })}
        </ul>
      )}

      {searching && matches.length > shown.length && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => setLimit(limit + LISTING_PAGE_SIZE * 2)}
            className="rounded-lg bg-surface px-4 py-2.5 text-sm font-semibold text-basalt-900 ring-1 ring-basalt-300 ring-inset hover:bg-basalt-50"
          >
            Show more matches ({matches.length - shown.length} left)
          </button>
        </div>
      )}
      {!searching && <ListingPagination pathOf={(number) => blogListingPath(tab.key, number)} current={page.current} last={page.last} />}
      {searching && <FullTextResults query={needle} />}
    </div>
  );
}
