/**
 * The content editor cannot fall behind the schemas: every frontmatter field an editor may write
 * has a widget with the schema's limits, and the whole configuration is one Sveltia CMS accepts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REQUIRED_SECTIONS } from '../../src/config/case-study-limits.ts';
import { cmsBackend } from '../../src/config/cms.ts';
import { PEOPLE } from '../../src/config/identity.ts';
import { cmsConfig } from '../../src/data/cms-config.ts';
import { fieldsOf, frontmatterSchema, type CmsField, type JsonSchema } from '../../src/lib/cms-config.ts';
import { articleSchema } from '../../src/schemas/articles.ts';
import { caseStudySchema } from '../../src/schemas/case-study-frontmatter.ts';

/** The service pages as the build hands them to the editor: file name and title. */
const services = readdirSync('content/services')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    id: file.replace(/\.mdx$/, ''),
    title: (parse(readFileSync(`content/services/${file}`, 'utf8').split(/^---$/m)[1]!) as { title: string }).title,
  }));
const config = cmsConfig({}, services);
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;
const articles = collection('articles');
const caseStudies = collection('case-studies');
/** Every collection the editor offers, with the schema the build validates it with. */
const SCHEMAS = { articles: articleSchema, 'case-studies': caseStudySchema };

/** Walks the schema and the editor fields side by side; every difference is one line. */
function differences(schema: JsonSchema, fields: readonly CmsField[], prefix = ''): string[] {
  const required = new Set(schema.required ?? []);
  const byName = new Map(fields.map((field) => [field.name, field]));
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const field = byName.get(name);
    if (!field) return [`${path}: no widget`];
    const found: string[] = [];
    const same = (what: string, expected: unknown, actual: unknown) => {
      if (JSON.stringify(expected) !== JSON.stringify(actual))
        found.push(`${path}: ${what} is ${JSON.stringify(actual)} in the editor, ${JSON.stringify(expected)} in the schema`);
    };
    same('required', required.has(name), field.required);
    if (property.default !== undefined) same('default', property.default, field.default);
    if (property.enum) same('options', property.enum, field.options);
    if (property.type === 'string' && !property.pattern) {
      same('minimum length', property.minLength, field.minlength);
      same('maximum length', property.maxLength, field.maxlength);
    }
    if (property.type === 'integer' || property.type === 'number') {
      same('widget', 'number', field.widget);
      same('value type', property.type === 'integer' ? 'int' : 'float', field.value_type);
      // Zod bounds every `.int()` by the safe-integer range: that is no limit an editor needs to see.
      same('minimum', property.minimum! > Number.MIN_SAFE_INTEGER ? property.minimum : undefined, field.min);
      same('maximum', property.maximum! < Number.MAX_SAFE_INTEGER ? property.maximum : undefined, field.max);
    }
    if (property.type === 'array') {
      same('fewest items', property.minItems, field.min);
      same('most items', property.maxItems, field.max);
      if (field.widget !== 'list') same('multiple choice', true, field.multiple);
      found.push(...differences(property.items ?? {}, field.fields ?? [], `${path}.`));
    }
    if (property.type === 'object') found.push(...differences(property, field.fields ?? [], `${path}.`));
    return found;
  });
}

describe('every collection in the editor', () => {
  it('is one the build validates with a schema', () => {
    expect(config.collections.map(({ name }) => name).sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.entries(SCHEMAS))(
    '%s: has a widget for every frontmatter field, with the schema’s lengths, numbers, choices, list sizes, defaults and required fields',
    (name, schema) => {
      expect(differences(frontmatterSchema(schema), collection(name).fields)).toEqual([]);
    },
  );

  it.each(Object.keys(SCHEMAS))('%s: keeps the body as written, raw Markdown with no rich-text rewriting of {#id} headings or fences', (name) => {
    // No buttons or components: nothing the editor inserts can be outside the content model.
    expect(collection(name).fields.at(-1)).toMatchObject({
      name: 'body',
      widget: 'markdown',
      modes: ['raw'],
      buttons: [],
      editor_components: [],
      linked_images: false,
    });
  });
});

describe('the article editor', () => {
  it('edits dates as calendar days, URLs as https addresses, and picks authors from the people who write', () => {
    const field = (name: string) => articles.fields.find((candidate) => candidate.name === name)!;
    for (const name of ['publishedDate', 'updatedDate']) expect(field(name)).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
    const url = field('sources').fields!.find((candidate) => candidate.name === 'url')!;
    expect(new RegExp(url.pattern![0]).test('https://docs.aws.amazon.com/')).toBe(true);
    expect(new RegExp(url.pattern![0]).test('http://example.com/')).toBe(false);
    expect(field('author').options).toEqual(PEOPLE.map(({ id, name }) => ({ label: name, value: id })));
  });

  it('fails the build naming a field it has no widget for', () => {
    expect(() => fieldsOf({ type: 'object', properties: { related: { anyOf: [{ type: 'string' }, { type: 'object' }] } }, required: ['related'] }, {})).toThrow(
      /"related"/,
    );
  });
});

describe('the case study editor', () => {
  const engagement = caseStudies.fields.find(({ name }) => name === 'engagement')!.fields!;
  const field = (fields: readonly CmsField[], name: string) => fields.find((candidate) => candidate.name === name)!;

  it('tags a study with any of the service pages, by title, storing the file name', () => {
    expect(field(engagement, 'services')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: services.map(({ id, title }) => ({ label: title, value: id })),
    });
  });

  it('picks the practice lead from the same people as an article’s author', () => {
    expect(field(engagement, 'lead').options).toEqual(field(articles.fields, 'author').options);
  });

  it('links articles by slug from the article collection, searched by title', () => {
    const related = field(caseStudies.fields, 'articles');
    expect(related).toMatchObject({ widget: 'relation', multiple: true, value_field: '{{slug}}', search_fields: ['title'] });
    expect(related.collection).toBe(articles.name);
  });

  it('tells the editor which sections the story must have', () => {
    for (const { id, title } of REQUIRED_SECTIONS) expect(caseStudies.fields.at(-1)!.hint).toContain(`## ${title} {#${id}}`);
  });

  it('gives every field a hint written for the editor', () => {
    const unhinted = (fields: readonly CmsField[], prefix = ''): string[] =>
      fields.flatMap((entry) => [...(entry.hint ? [] : [`${prefix}${entry.name}`]), ...unhinted(entry.fields ?? [], `${prefix}${entry.name}.`)]);
    expect(unhinted(caseStudies.fields)).toEqual([]);
  });
});

describe('the editor configuration', () => {
  it('is valid against Sveltia CMS’s own JSON schema', () => {
    const require = createRequire(import.meta.url);
    const sveltiaSchema = JSON.parse(readFileSync(require.resolve('@sveltia/cms').replace(/npm[/\\]index\.js$/, 'schema/sveltia-cms.json'), 'utf8'));
    const validate = new Ajv({ strict: false, allErrors: true }).compile(sveltiaSchema);
    const valid = validate(JSON.parse(JSON.stringify(config)));
    expect(valid ? [] : validate.errors!.map((error) => `${error.instancePath} ${error.message}`).slice(0, 10)).toEqual([]);
  });

  it('commits to the repository and branch the build names, and refuses malformed values with the variable’s name', () => {
    expect(cmsBackend({ CMS_GITHUB_REPO: 'acme/site', CMS_BRANCH: 'content', CMS_AUTH_URL: 'https://auth.acme.dev' })).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'content',
      base_url: 'https://auth.acme.dev',
    });
    expect(() => cmsBackend({ CMS_GITHUB_REPO: 'https://github.com/acme/site' })).toThrow(/CMS_GITHUB_REPO/);
    expect(() => cmsBackend({ CMS_AUTH_URL: 'http://auth.acme.dev' })).toThrow(/CMS_AUTH_URL/);
  });
});
