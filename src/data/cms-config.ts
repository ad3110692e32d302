/**
 * The content editor's configuration, served at /admin/config.json: the backend from the build's
 * environment and one collection per kind of editors' file, each generated from its Zod schema
 * (src/lib/cms-config.ts) plus the hints a schema cannot carry.
 */
import { cmsBackend } from '../config/cms';
import { PEOPLE, SITE } from '../config/identity';
import { fieldsOf, frontmatterSchema, type CmsField, type FieldHints } from '../lib/cms-config';
import { BLOG_PATH } from '../lib/paths';
import { articleSchema } from '../schemas/articles';
import { SITE_ORIGIN } from './site';

const ARTICLE_HINTS: FieldHints = {
  title: { hint: 'The page’s only heading and the first half of its browser title.' },
  description: { hint: 'One or two sentences for cards, search results, link previews and the feed.' },
  icon: { hint: 'A lucide icon name as written in code, such as ShieldCheck or Cloud (see lucide.dev/icons).' },
  publishedDate: { hint: 'An article dated after the day of the build waits for a build on or after that date.' },
  updatedDate: { hint: 'Only for a substantive revision: shows “Last updated” with this month.' },
  author: { widget: 'select', options: PEOPLE.map(({ id, name }) => ({ label: name, value: id })) },
  sources: { label: 'Further reading', label_singular: 'source', summary: '{{fields.title}} ({{fields.publisher}})', collapsed: true, hint: 'Three to six primary sources: official documentation, standards, regulators.' },
  draft: { hint: 'A draft is built in development only, never published.' },
  notAdvice: { label: 'Not advice notice', hint: 'Adds the notice that the article is not financial, legal or investment advice.' },
  cta: { label: 'Closing call to action', collapsed: true },
  'cta.actions': { label: 'Buttons', label_singular: 'button', summary: '{{fields.label}} → {{fields.href}}' },
  'cta.actions.href': { hint: 'A page of this site, such as /contact.' },
};

/** The MDX body, edited as the text it is: the rich-text editor would rewrite `{#id}` and diagram fences. */
const ARTICLE_BODY: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  modes: ['raw'],
  hint: 'Sections are “## Heading {#section-id}”. Code blocks name their language. Diagrams are ```mermaid fences starting with %% caption: and %% description: lines.',
};

/** The editable collections. A new one (such as case studies) is one more entry here. */
const COLLECTIONS = [
  {
    name: 'articles',
    label: 'Articles',
    label_singular: 'Article',
    folder: 'content/articles',
    extension: 'mdx',
    format: 'yaml-frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} · {{category}} · {{publishedDate}}',
    sortable_fields: ['publishedDate', 'title', 'category'],
    preview_path: `${BLOG_PATH.slice(1)}/{{slug}}`,
    fields: [...fieldsOf(frontmatterSchema(articleSchema), ARTICLE_HINTS), ARTICLE_BODY],
  },
];

export function cmsConfig(env: Record<string, string | undefined>) {
  return {
    backend: cmsBackend(env),
    app_title: `${SITE.name} content`,
    site_url: SITE_ORIGIN,
    logo: { src: '/favicon.svg' },
    media_folder: 'public/images',
    public_folder: '/images',
    // An optional field left empty stays out of the frontmatter instead of being written blank.
    output: { omit_empty_optional_fields: true },
    collections: COLLECTIONS,
  };
}
