/**
 * What the built site must contain, derived from content/ and the config, never listed by hand:
 * an editor who adds an article, a service or a legal page changes these expectations with it.
 * Shared by the dist and browser tests.
 */
import { BLOG_TABS, type ArticleCategory } from '../src/config/blog.ts';
import { PEOPLE } from '../src/config/identity.ts';
import { LISTING_PAGE_SIZE, sortNewestFirst, tabCounts } from '../src/lib/blog.ts';
import {
  ABOUT_PATH,
  BLOG_PATH,
  CASE_STUDIES_PATH,
  CONTACT_PATH,
  HOME_PATH,
  SERVICES_PATH,
  SOLUTIONS_PATH,
  articlePath,
  authorPath,
  blogListingPath,
  caseStudyPath,
  legalPath,
  servicePath,
} from '../src/config/paths.ts';
import { heldBackReason } from '../src/lib/publishing.ts';
import { readFrontmatter } from './unit/helpers/frontmatter.ts';

export interface ArticleFrontmatter {
  title: string;
  description: string;
  category: ArticleCategory;
  publishedDate: string;
  updatedDate?: string;
  author: string;
  draft?: boolean;
  notAdvice?: boolean;
  cta?: { title: string; description: string; actions: { label: string; href: string }[] };
  pullFigure?: { value: string; label: string };
}

/** YAML reads an unquoted date as a string or a Date; either way, the calendar day. */
const isoDay = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** The articles a production build publishes today (no drafts, nothing dated later), newest first. */
export const ARTICLES = sortNewestFirst(
  readFrontmatter<ArticleFrontmatter>('content/articles')
    .map(({ id, data, body }) => ({
      slug: id,
      body,
      ...data,
      publishedDate: isoDay(data.publishedDate),
      ...(data.updatedDate && { updatedDate: isoDay(data.updatedDate) }),
    }))
    .filter((article) => heldBackReason({ draft: article.draft ?? false, publishedDate: new Date(article.publishedDate) }, new Date()) === null),
);

/**
 * The shortest article with both a diagram and a code block: it stands for every article in the
 * browser checks, as it uses every part of the article layout, and a long article only repeats them
 * (axe on the longest takes a minute on a busy 2-core machine).
 */
export const ARTICLE_OF_ITS_KIND =
  [...ARTICLES].sort((a, b) => a.body.length - b.body.length).find(({ body }) => /^```mermaid/m.test(body) && /^```(?!mermaid)[a-z]+/m.test(body)) ??
  ARTICLES[0]!;

/** The routes of the published articles. */
export const ARTICLE_ROUTES = ARTICLES.map((article) => articlePath(article.slug));
export const isArticleRoute = (route: string) => ARTICLE_ROUTES.includes(route);

const SERVICES = readFrontmatter('content/services');
export const SERVICE_IDS = SERVICES.map(({ id }) => id);
/** The service page with the most bands (frontmatter sections), so its checks meet every one. */
const RICHEST_SERVICE = SERVICES.reduce((richest, service) =>
  Object.keys(service.data as object).length > Object.keys(richest.data as object).length ? service : richest,
).id;
export const LEGAL_IDS = readFrontmatter('content/legal').map(({ id }) => id);
export const AUTHOR_IDS = PEOPLE.map((person) => person.id);
export const CASE_STUDY_IDS = readFrontmatter('content/case-studies').map(({ id }) => id);

/** Every page of every blog tab's listing. */
export const LISTING_ROUTES = Object.entries(tabCounts(ARTICLES, BLOG_TABS)).flatMap(([tab, count]) =>
  Array.from({ length: Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE)) }, (_, index) => blogListingPath(tab, index + 1)),
);

/** Every page of every author's list of articles. */
export const AUTHOR_ROUTES = AUTHOR_IDS.flatMap((id) => {
  const count = ARTICLES.filter((article) => article.author === id).length;
  return Array.from({ length: Math.max(1, Math.ceil(count / LISTING_PAGE_SIZE)) }, (_, index) => authorPath(id, index + 1));
});

/** Pages written once in src/pages, one of a kind. */
const SINGLE_PAGES = [HOME_PATH, ABOUT_PATH, SERVICES_PATH, SOLUTIONS_PATH, `${SOLUTIONS_PATH}/obsidian-edge`, CONTACT_PATH];

/** Every route a visitor can reach. A new collection adds one line here. */
export const EXPECTED_ROUTES = [
  ...SINGLE_PAGES,
  ...LISTING_ROUTES,
  ...ARTICLE_ROUTES,
  ...SERVICE_IDS.map(servicePath),
  ...LEGAL_IDS.map(legalPath),
  ...AUTHOR_ROUTES,
  CASE_STUDIES_PATH,
  ...CASE_STUDY_IDS.map(caseStudyPath),
];

/** The error pages: built, but not linked. */
export const ERROR_ROUTES = ['/404', '/500'];

/**
 * One route of each kind of page, for the browser checks that are too slow to run on every route
 * (axe, print, transitions): pages of one kind share their layout and components. The newest
 * article, for instance, stands for every article. A new kind of page adds one line here.
 */
export const PAGE_KINDS: Record<string, string> = {
  home: HOME_PATH,
  about: ABOUT_PATH,
  'services index': SERVICES_PATH,
  'service page': servicePath(RICHEST_SERVICE),
  solutions: SOLUTIONS_PATH,
  product: `${SOLUTIONS_PATH}/obsidian-edge`,
  'blog listing': BLOG_PATH,
  // A later page where the blog has one, else a tab's listing: same layout, other links.
  'other listing page': LISTING_ROUTES.find((route) => /\/page\/\d+$/.test(route)) ?? LISTING_ROUTES.find((route) => route !== BLOG_PATH)!,
  article: articlePath(ARTICLE_OF_ITS_KIND.slug),
  author: authorPath(AUTHOR_IDS[0]!),
  'case studies': CASE_STUDIES_PATH,
  'case study': caseStudyPath(CASE_STUDY_IDS[0]!),
  legal: legalPath(LEGAL_IDS[0]!),
  contact: CONTACT_PATH,
  'not found': '/404',
  error: '/500',
};
