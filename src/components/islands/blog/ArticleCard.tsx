import { BLOG_TABS } from '../../../config/blog.ts';
import { CARD_ICONS, categoryLabel, isFeatured, readTimeLabel, type ArticleSummary, type PullFigure } from '../../../lib/blog.ts';
import { formatShortDate } from '../../../lib/dates.ts';
import { keepHyphenatedWords } from '../../../lib/line-breaks.ts';
import { articlePath } from '../../../config/paths.ts';
import IslandIcon from '../IslandIcon.tsx';

interface Props {
  article: ArticleSummary;
  recent: boolean;
  lead?: boolean;
  figure?: PullFigure | undefined;
}

/**
 * One article on a blog listing. The lead (the newest on /blog, `.article-lead` in global.css) spans
 * two columns and rows from 1024 px, keeps its summary on a phone and carries the pull figure; every
 * other card is a compact row on a phone (`.article-row`).
 */
export default function ArticleCard({ article, recent, lead = false, figure }: Props) {
  const href = articlePath(article.slug);
  const titleId = `article-${article.slug}`;
  return (
    <li
      className={`card card-interactive group relative flex flex-col p-6 ${lead ? 'article-lead sm:p-8 md:col-span-2 lg:row-span-2 lg:p-12' : 'article-row flat-sm'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <span
          className={`inline-flex items-center justify-center rounded-xl bg-ember-50 text-ember-700 ring-1 ring-ember-100 ${lead ? 'size-12 lg:size-16 lg:rounded-2xl' : 'size-10'}`}
        >
          <IslandIcon name={article.icon} className={lead ? 'size-6 lg:size-8' : 'size-5'} />
        </span>
        {figure && (
          <p className="pull-figure">
            <span className="figures">{figure.value}</span> {figure.label}
          </p>
        )}
        <span className="flex gap-1.5">
          {recent && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <IslandIcon name={CARD_ICONS.recent} className="size-3" />
              Recent
            </span>
          )}
          {isFeatured(article.readMinutes) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
              <IslandIcon name={CARD_ICONS.featured} className="size-3" />
              Featured
            </span>
          )}
        </span>
      </div>
      {/* The lead's icon stays at the top, its words stand at the foot of its two rows. */}
      <p className={`mt-5 text-xs font-semibold text-basalt-600 ${lead ? 'lg:mt-auto lg:pt-8 lg:text-sm' : ''}`}>
        {categoryLabel(BLOG_TABS, article.category)}
      </p>
      <h3
        id={titleId}
        data-vt-name={`article-${article.slug}`}
        className={`mt-2 text-balance text-basalt-950 ${lead ? 'text-2xl font-bold tracking-tight sm:text-3xl lg:text-5xl' : 'text-lg leading-snug font-semibold'}`}
      >
        {keepHyphenatedWords(article.title)}
      </h3>
      <p
        className={`mt-2 flex-1 text-basalt-600 ${lead ? 'text-base leading-7 sm:mt-4 sm:text-lg lg:mt-6 lg:flex-none lg:text-xl lg:leading-8' : 'text-sm leading-6'}`}
      >
        {article.description}
      </p>
      <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-basalt-600">
        <span className="inline-flex items-center gap-1">
          <IslandIcon name={CARD_ICONS.readTime} className="size-3.5" />
          {readTimeLabel(article.readMinutes)}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishedDate}>{formatShortDate(new Date(article.publishedDate))}</time>
        {/* A line of its own, so a narrow card never leaves a separator dangling at a line's end. */}
        {article.updatedDate && (
          <span className="w-full">
            Updated <time dateTime={article.updatedDate}>{formatShortDate(new Date(article.updatedDate))}</time>
          </span>
        )}
      </p>
      <a
        href={href}
        aria-describedby={titleId}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-ember-700 after:absolute after:inset-0 after:rounded-2xl hover:text-ember-800"
      >
        <span>Read Article</span>
        <IslandIcon name={CARD_ICONS.open} className="arrow-nudge" />
      </a>
    </li>
  );
}
