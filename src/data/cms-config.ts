/**
 * The content editor's configuration, served at /admin/config.json: the backend from the build's
 * environment and one collection per kind of editors' file, each generated from its Zod schema
 * (src/lib/cms-config.ts) plus the hints a schema cannot carry.
 */
import { REQUIRED_SECTIONS, STUDY_WORDS } from '../config/case-study-limits.ts';
import { cmsBackend } from '../config/cms.ts';
import { FENCE_LANGUAGES } from '../config/content-model.ts';
import { PEOPLE, SITE } from '../config/identity.ts';
import { fieldsOf, frontmatterSchema, type CmsField, type FieldHints } from '../lib/cms-config.ts';
import { articlePath, caseStudyPath } from '../config/paths.ts';
import { articleSchema } from '../schemas/articles.ts';
import { caseStudySchema } from '../schemas/case-study-frontmatter.ts';
import { COMPONENT_LIST, ELEMENT_LIST } from '../schemas/content-rules.ts';
import { SITE_ORIGIN } from './site.ts';

/** A service an editor can tag a case study with: its file name and its page title. */
interface ServiceOption {
  id: string;
  title: string;
}

/** The people who write and lead engagements, picked by name and stored by id. */
const PERSON: Partial<CmsField> = { widget: 'select', options: PEOPLE.map(({ id, name }) => ({ label: name, value: id })) };

/** The icon of every page-like collection (src/schemas/common.ts, `icon`). */
const ICON_HINT: FieldHints = { icon: { hint: 'A lucide icon name as written in code, such as ShieldCheck or Cloud (see lucide.dev/icons).' } };

/** Folder collections of MDX files with YAML frontmatter, where the file name is the page's slug. */
const MDX_FOLDER = { extension: 'mdx', format: 'yaml-frontmatter', create: true, slug: '{{slug}}', identifier_field: 'title' } as const;

/** What every body may hold (src/config/content-model.ts), told where the editor writes it; the build refuses anything else. */
const CONTENT_IS_TEXT = `Markdown text, lists, tables, links to https:, /site paths, mailto: or tel:; ## headings with an optional {#id}; code fences in ${FENCE_LANGUAGES.join(', ')}; the HTML ${ELEMENT_LIST}; the components ${COMPONENT_LIST}. No import lines, {…} expressions, images or other HTML.`;

/**
 * The MDX body, edited as the text it is, with none of the editor's inserting tools: the rich-text
 * mode would rewrite `{#id}` headings and fences, and its buttons and components insert images and
 * HTML the content model does not name. The preview is sanitized.
 */
function rawBody(hint: string): CmsField {
  return {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    modes: ['raw'],
    buttons: [],
    editor_components: [],
    linked_images: false,
    sanitize_preview: true,
    hint: `${hint} ${CONTENT_IS_TEXT}`,
  };
}

const ARTICLE_HINTS: FieldHints = {
  ...ICON_HINT,
  description: { hint: 'One or two sentences for cards, search results, link previews and the feed.' },
  publishedDate: { hint: 'An article dated after the day of the build waits for a build on or after that date.' },
  author: PERSON,
  sources: { label: 'Further reading', label_singular: 'source', summary: '{{fields.title}} ({{fields.publisher}})', collapsed: true },
  pullFigure: { label: 'Pull figure', collapsed: true },
  draft: { hint: 'A draft is built in development only, never published.' },
  notAdvice: { label: 'Not advice notice' },
  cta: { label: 'Closing call to action', collapsed: true },
  'cta.actions': { label: 'Buttons', label_singular: 'button', summary: '{{fields.label}} → {{fields.href}}' },
};

const ARTICLE_BODY = rawBody(
  'Sections are “## Heading {#section-id}”. Code blocks name their language. Diagrams are ```mermaid fences starting with %% caption: and %% description: lines.',
);

function caseStudyHints(services: readonly ServiceOption[]): FieldHints {
  return {
    ...ICON_HINT,
    description: { hint: 'One or two sentences under the heading, on the study’s card and in link previews: the client’s trade, what changed, and with what.' },
    publishedDate: { hint: 'The case studies page lists the newest study first.' },
    client: { hint: 'Described so that nobody can tell who the client is.' },
    'client.size': { label: 'Headcount', hint: 'The client’s size band, in employees.' },
    problem: { label: 'The problem' },
    engagement: { hint: 'Who did the work, for how long, and under which services.' },
    'engagement.year': { label: 'Start year' },
    'engagement.weeks': { label: 'Length in weeks' },
    'engagement.team': { label: 'Team roles', label_singular: 'role', summary: '{{fields.count}} × {{fields.role}}' },
    'engagement.team.role': { hint: 'Singular, in sentence case, with no names or commas: “Senior platform engineer”.' },
    'engagement.team.count': { label: 'People' },
    'engagement.services': { widget: 'select', options: services.map(({ id, title }) => ({ label: title, value: id })) },
    'engagement.lead': { ...PERSON, label: 'Practice lead' },
    approach: { label: 'Approach steps', label_singular: 'step', summary: '{{fields.title}}', collapsed: true },
    outcomes: { label_singular: 'outcome', summary: '{{fields.metric}}', collapsed: true },
    'outcomes.baseline': { label: 'Before', hint: 'The figure before the engagement: a value with its unit or period, or words where there was no figure.' },
    'outcomes.result': {
      label: 'After',
      hint: 'The figure after, in the same measure; a period may differ only where a stated conversion joins them (a working day and a month).',
    },
    'outcomes.measured': { label: 'How it was measured' },
    quote: { label: 'Client quote', collapsed: true, hint: 'Optional words from the client, attributed to a role, never a name.' },
    'quote.role': { hint: 'Who said it, by role: “Director of infrastructure”.' },
    articles: {
      widget: 'relation',
      label: 'Related articles',
      collection: 'articles',
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
    },
  };
}

const CASE_STUDY_BODY = rawBody(
  `The story in ${STUDY_WORDS.min.toLocaleString('en-US')} to ${STUDY_WORDS.max.toLocaleString('en-US')} words, in sections headed “## Heading {#section-id}”. It must include ${REQUIRED_SECTIONS.map(({ id, title }) => `“## ${title} {#${id}}”`).join(' and ')}.`,
);

/** The editable collections, each generated from its schema; tagging a case study offers every service. */
function collections(services: readonly ServiceOption[]) {
  return [
    {
      name: 'articles',
      label: 'Articles',
      label_singular: 'Article',
      folder: 'content/articles',
      ...MDX_FOLDER,
      summary: '{{title}} · {{category}} · {{publishedDate}}',
      sortable_fields: ['publishedDate', 'title', 'category'],
      preview_path: articlePath('{{slug}}').slice(1),
      fields: [...fieldsOf(frontmatterSchema(articleSchema), ARTICLE_HINTS), ARTICLE_BODY],
    },
    {
      name: 'case-studies',
      label: 'Case studies',
      label_singular: 'Case study',
      folder: 'content/case-studies',
      ...MDX_FOLDER,
      summary: '{{title}} · {{client.industry}} · {{publishedDate}}',
      sortable_fields: ['publishedDate', 'title'],
      preview_path: caseStudyPath('{{slug}}').slice(1),
      fields: [...fieldsOf(frontmatterSchema(caseStudySchema), caseStudyHints(services)), CASE_STUDY_BODY],
    },
  ];
}

/** The whole configuration; `services` are the service pages a case study may name (src/data/service-pages.ts). */
export function cmsConfig(env: Record<string, string | undefined>, services: readonly ServiceOption[]) {
  return {
    backend: cmsBackend(env),
    app_title: `${SITE.name} content`,
    site_url: SITE_ORIGIN,
    logo: { src: '/favicon.svg' },
    media_folder: 'public/images',
    public_folder: '/images',
    // An optional field left empty stays out of the frontmatter instead of being written blank.
    output: { omit_empty_optional_fields: true },
    collections: collections(services),
  };
}
