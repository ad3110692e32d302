/**
 * The content editor cannot fall behind the schemas: every frontmatter field an editor may write
 * has a widget with the schema's limits, and the whole configuration is one Sveltia CMS accepts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { cmsBackend } from '../../src/config/cms';
import { PEOPLE } from '../../src/config/identity';
import { cmsConfig } from '../../src/data/cms-config';
import { fieldsOf, frontmatterSchema, type CmsField, type JsonSchema } from '../../src/lib/cms-config';
import { articleSchema } from '../../src/schemas/articles';

const config = cmsConfig({});
const articles = config.collections.find((collection) => collection.name === 'articles')!;

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
      if (JSON.stringify(expected) !== JSON.stringify(actual)) found.push(`${path}: ${what} is ${JSON.stringify(actual)} in the editor, ${JSON.stringify(expected)} in the schema`);
    };
    same('required', required.has(name), field.required);
    if (property.default !== undefined) same('default', property.default, field.default);
    if (property.enum) same('options', property.enum, field.options);
    if (property.type === 'string' && !property.pattern) {
      same('minimum length', property.minLength, field.minlength);
      same('maximum length', property.maxLength, field.maxlength);
    }
    if (property.type === 'array') {
      same('fewest items', property.minItems, field.min);
      same('most items', property.maxItems, field.max);
      found.push(...differences(property.items ?? {}, field.fields ?? [], `${path}.`));
    }
    if (property.type === 'object') found.push(...differences(property, field.fields ?? [], `${path}.`));
    return found;
  });
}

describe('the article editor', () => {
  const schema = frontmatterSchema(articleSchema);

  it('has a widget for every frontmatter field, with the schema’s lengths, choices, list sizes, defaults and required fields', () => {
    expect(differences(schema, articles.fields)).toEqual([]);
  });

  it('edits dates as calendar days, URLs as https addresses, and picks authors from the people who write', () => {
    const field = (name: string) => articles.fields.find((candidate) => candidate.name === name)!;
    for (const name of ['publishedDate', 'updatedDate']) expect(field(name)).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
    const url = field('sources').fields!.find((candidate) => candidate.name === 'url')!;
    expect(new RegExp(url.pattern![0]).test('https://docs.aws.amazon.com/')).toBe(true);
    expect(new RegExp(url.pattern![0]).test('http://example.com/')).toBe(false);
    expect(field('author').options).toEqual(PEOPLE.map(({ id, name }) => ({ label: name, value: id })));
  });

  it('keeps the body as written: raw Markdown, no rich-text rewriting of {#id} headings or diagram fences', () => {
    expect(articles.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', modes: ['raw'] });
  });

  it('fails the build naming a field it has no widget for', () => {
    expect(() => fieldsOf({ type: 'object', properties: { rating: { type: 'number' } }, required: ['rating'] }, {})).toThrow(/"rating"/);
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
    expect(cmsBackend({ CMS_GITHUB_REPO: 'acme/site', CMS_BRANCH: 'content', CMS_AUTH_URL: 'https://auth.acme.dev' })).toEqual({ name: 'github', repo: 'acme/site', branch: 'content', base_url: 'https://auth.acme.dev' });
    expect(() => cmsBackend({ CMS_GITHUB_REPO: 'https://github.com/acme/site' })).toThrow(/CMS_GITHUB_REPO/);
    expect(() => cmsBackend({ CMS_AUTH_URL: 'http://auth.acme.dev' })).toThrow(/CMS_AUTH_URL/);
  });
});
