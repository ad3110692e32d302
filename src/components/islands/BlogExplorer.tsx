import { ArrowRight, Clock, Search, SearchX, Sparkles, Star } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BLOG_TABS, DEFAULT_TAB, type BlogTab } from '../../config/blog';
import {
  BLOG_PARAMS,
  articleCount,
  emptyState,
  filterArticles,
  findTab,
  isFeatured,
  isRecent,
  normalizeQuery,
  readTimeLabel,
  searchFromState,
  stateFromSearch,
  tabCounts,
  type ArticleSummary,
  type BlogState,
} from '../../lib/blog';
import { formatShortDate } from '../../lib/dates';
import { FULL_TEXT_SEARCH_MARKER, searchFullText, type FullTextMatch } from '../../lib/full-text-search';
import { BLOG_PATH, articlePath, iconHref } from '../../lib/paths';

interface Props {
  articles: readonly ArticleSummary[];
  /** Build time (ms): "Recent" in the pre-rendered HTML; replaced by the visitor's clock after hydration. */
  builtAt: number;
}

const tabs = BLOG_TABS;

/** An icon from the sprite, so the island ships no icon set and the page repeats no paths. */
function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
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

/**
 * /blog: search, category tabs and the article grid. Server-rendered with every article listed.
 * Before the script arrives the search box is a plain GET form and each tab a link to its filtered
 * address, so nothing a visitor does early is lost: typed text is picked up on hydration, and an
 * early tab tap loads the page with that tab selected.
 */
export default function BlogExplorer({ articles, builtAt }: Props) {
  const [state, setState] = useState<BlogState>({ tab: DEFAULT_TAB, query: '' });
  const [now, setNow] = useState(builtAt);
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const searchRef = useRef<HTMLInputElement>(null);
  const baseId = useId();

  const update = (next: BlogState) => {
    setState(next);
    const url = `${window.location.pathname}${searchFromState(next)}${window.location.hash}`;
    window.history.replaceState(null, '', url);
  };

  // After hydration: the URL's filter, anything typed before the script arrived, and the
  // visitor's clock for "Recent".
  useEffect(() => {
    const input = searchRef.current!;
    const fromUrl = stateFromSearch(window.location.search, tabs);
    const typed = input.value;
    if (typed && typed !== fromUrl.query) update({ ...fromUrl, query: typed });
    else {
      input.value = fromUrl.query;
      setState(fromUrl);
    }
    setNow(Date.now());
    const onPopState = () => {
      const next = stateFromSearch(window.location.search, tabs);
      input.value = next.query;
      setState(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const counts = useMemo(() => tabCounts(articles, tabs), [articles, tabs]);
  const shown = useMemo(() => filterArticles(articles, tabs, state), [articles, tabs, state]);
  const tab = findTab(tabs, state.tab);
  const anyRecent = shown.some((article) => isRecent(article.publishedDate, now));
  const query = normalizeQuery(state.query);
  const searching = query !== '';
  const empty = emptyState(state);

  const onTabKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target]!;
    update({ ...state, tab: next.key });
    tabRefs.current.get(next.key)?.focus();
  };

  return (
    <div>
      <form
        role="search"
        {...{ [FULL_TEXT_SEARCH_MARKER]: '' }}
        action={BLOG_PATH}
        className="relative max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${baseId}-q`} className="sr-only">
          Search articles
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-basalt-500" aria-hidden="true" />
        <input
          ref={searchRef}
          id={`${baseId}-q`}
          type="search"
          name={BLOG_PARAMS.query}
          defaultValue=""
          onChange={(event) => update({ ...state, query: event.target.value })}
          placeholder="Search articles..."
          autoComplete="off"
          className="w-full rounded-xl border-0 bg-surface py-3.5 pr-4 pl-12 text-base text-basalt-950 shadow-sm ring-1 ring-basalt-300 ring-inset placeholder:text-basalt-500 focus:ring-2 focus:ring-ember-600"
        />
        {/* Results update as you type; the button serves Enter and assistive technology. */}
        <button type="submit" className="sr-only">
          Search
        </button>
      </form>

      <div
        role="tablist"
        aria-label="Article categories"
        className="relative -mx-5 mt-8 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {tabs.map((candidate, index) => {
          const selected = candidate.key === tab.key;
          return (
            <a
              key={candidate.key}
              ref={(element) => {
                if (element) tabRefs.current.set(candidate.key, element);
              }}
              href={`${BLOG_PATH}${searchFromState({ query: state.query, tab: candidate.key })}`}
              role="tab"
              id={`${baseId}-tab-${candidate.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                update({ ...state, tab: candidate.key });
              }}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={`inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ring-inset ${
                selected ? 'bg-basalt-950 text-surface ring-basalt-950' : 'bg-surface text-basalt-700 ring-basalt-200 hover:bg-basalt-50'
              }`}
            >
              <SpriteIcon name={candidate.icon} className="size-4" />
              {candidate.name}
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-surface/15 text-surface' : 'bg-basalt-100 text-basalt-700'}`}
              >
                <span aria-hidden="true">{counts[candidate.key] ?? 0}</span>
                <span className="sr-only">{articleCount(counts[candidate.key] ?? 0)}</span>
              </span>
            </a>
          );
        })}
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab.key}`} tabIndex={-1}>
        <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-surface p-5 ring-1 ring-basalt-200 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${ACCENTS[tab.color]}`}>
              <SpriteIcon name={tab.icon} className="size-5" />
            </span>
            <div>
              <h2 className="font-semibold text-basalt-950">{tab.key === DEFAULT_TAB ? 'All articles' : tab.name}</h2>
              <p className="mt-0.5 text-sm text-basalt-600">{tab.description}</p>
            </div>
          </div>
          <p className="flex shrink-0 items-center gap-3 text-sm text-basalt-700" aria-live="polite" aria-atomic="true">
            <span>
              <strong className="font-semibold text-basalt-950">{shown.length}</strong>{' '}
              {shown.length === 1 ? 'article' : 'articles'}
              {searching && ' found'}
            </span>
            {anyRecent && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Recently updated
              </span>
            )}
          </p>
        </div>

        {shown.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-basalt-300 bg-surface px-6 py-16 text-center">
            <SearchX className="mx-auto size-10 text-basalt-400" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-basalt-950">{empty.title}</h3>
            <p className="mt-1 text-basalt-600">{empty.message}</p>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((article) => (
              <ArticleCard key={article.slug} article={article} recent={isRecent(article.publishedDate, now)} />
            ))}
          </ul>
        )}
        {searching && <FullTextResults query={query} />}
      </div>
    </div>
  );
}

type FullText = { status: 'searching' } | { status: 'done'; matches: FullTextMatch[] } | { status: 'failed' };

/** The line under the heading: what the full-text search is doing or found. */
function fullTextStatus(result: FullText, query: string): string {
  if (result.status === 'searching') return 'Searching…';
  if (result.status === 'failed') return 'Full-text search is not available right now. The cards above still match titles, summaries and categories.';
  const count = result.matches.length;
  if (count === 0) return `No page mentions “${query}”.`;
  return `${count === 1 ? '1 page mentions' : `${count} pages mention`} “${query}”.`;
}

/**
 * Beneath the cards: pages whose full text matches the search, each with a highlighted excerpt and
 * links to the sections where the words occur. Pagefind's script and index load on the first search.
 */
function FullTextResults({ query }: { query: string }) {
  const [result, setResult] = useState<FullText>({ status: 'searching' });

  useEffect(() => {
    let current = true;
    setResult({ status: 'searching' });
    // Wait for a pause in typing before searching.
    const timer = setTimeout(() => {
      searchFullText(query).then(
        (matches) => current && setResult({ status: 'done', matches }),
        (error: unknown) => {
          console.error('Full-text search failed:', error);
          if (current) setResult({ status: 'failed' });
        },
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <section className="mt-12" aria-labelledby="full-text-heading" aria-busy={result.status === 'searching'}>
      <h2 id="full-text-heading" className="text-lg font-semibold text-basalt-950">
        In the text of our articles and service pages
      </h2>
      <p className="mt-1 text-sm text-basalt-600" aria-live="polite">
        {fullTextStatus(result, query)}
      </p>
      {result.status === 'done' && result.matches.length > 0 && (
        <ol className="mt-5 space-y-4">
          {result.matches.map((match) => (
            <li key={match.href} className="card p-5">
              <a href={match.href} className="font-semibold text-basalt-950 hover:text-ember-700">
                {match.title}
              </a>
              {/* Pagefind's excerpt: the page's own text with the matching words in <mark>. */}
              <p className="full-text-excerpt mt-1 text-sm leading-6 text-basalt-700" dangerouslySetInnerHTML={{ __html: match.excerpt }} />
              {match.sections.length > 0 && (
                <ul className="mt-3 space-y-2 border-l border-basalt-200 pl-4 text-sm">
                  {match.sections.map((section) => (
                    <li key={section.href}>
                      <a href={section.href} className="font-medium text-ember-700 hover:text-ember-800">
                        {section.title}
                      </a>
                      <p className="full-text-excerpt text-basalt-600" dangerouslySetInnerHTML={{ __html: section.excerpt }} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ArticleCard({ article, recent }: { article: ArticleSummary; recent: boolean }) {
  const href = articlePath(article.slug);
  const titleId = `article-${article.slug}`;
  return (
    <li className="card card-interactive group relative flex flex-col p-6">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ember-50 text-ember-700 ring-1 ring-ember-100">
          <SpriteIcon name={article.icon} className="size-5" />
        </span>
        <span className="flex gap-1.5">
          {recent && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <Sparkles className="size-3" aria-hidden="true" />
              Recent
            </span>
          )}
          {isFeatured(article.readMinutes) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
              <Star className="size-3" aria-hidden="true" />
              Featured
            </span>
          )}
        </span>
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ember-700 uppercase">{article.category}</p>
      <h3 id={titleId} data-vt-name={`article-${article.slug}`} className="mt-2 text-lg leading-snug font-semibold text-balance text-basalt-950">
        {article.title}
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-basalt-600">{article.description}</p>
      <p className="mt-5 flex items-center gap-3 text-xs text-basalt-600">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {readTimeLabel(article.readMinutes)}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishedDate}>{formatShortDate(new Date(article.publishedDate))}</time>
      </p>
      <a
        href={href}
        aria-describedby={titleId}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-ember-700 after:absolute after:inset-0 after:rounded-2xl hover:text-ember-800"
      >
        Read Article
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </a>
    </li>
  );
}
