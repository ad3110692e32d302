/**
 * The content editor's fields (Sveltia CMS), generated from the Zod schemas the build validates with:
 * each field a widget with the schema's limits. A field it cannot map fails the build naming it, so
 * a schema change never leaves the editor behind.
 */
import { z } from 'astro/zod';

/** The parts of JSON Schema that Zod writes for our frontmatter. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  anyOf?: JsonSchema[];
}

/** One editor field, as Sveltia CMS (Decap-compatible) reads its options. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  minlength?: number;
  maxlength?: number;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  time_format?: boolean;
  format?: string;
  date_format?: string;
  modes?: string[];
  buttons?: string[];
  editor_components?: string[];
  linked_images?: boolean;
  sanitize_preview?: boolean;
}

/**
 * What a schema does not say about a field: its label, help text other than its `.describe()`, or
 * a whole widget where the value is an id from elsewhere (an author, a service, an article). Keyed
 * by the field's path, such as `sources.url`. A list given its widget here becomes a multiple choice
 * with the schema's sizes.
 */
export type FieldHints = Record<string, Partial<CmsField>>;

const CALENDAR_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const HTTPS_URL: [string, string] = ['^https://\\S+$', 'A full https:// address'];

/** "publishedDate" → "Published date". */
function fieldLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A list's fewest and most items, as the editor's `min` and `max`. */
function itemLimits(schema: JsonSchema): Pick<CmsField, 'min' | 'max'> {
  return { ...(schema.minItems !== undefined && { min: schema.minItems }), ...(schema.maxItems !== undefined && { max: schema.maxItems }) };
}

/** Zod writes the safe-integer range as the bounds of `.int()`; the editor shows only real limits. */
function numberLimits(schema: JsonSchema): Pick<CmsField, 'min' | 'max'> {
  const { minimum, maximum } = schema;
  return {
    ...(minimum !== undefined && minimum > Number.MIN_SAFE_INTEGER && { min: minimum }),
    ...(maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER && { max: maximum }),
  };
}

/** The frontmatter as JSON Schema, as an editor writes it (before defaults and transforms apply). */
export function frontmatterSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function widgetFor(path: string, schema: JsonSchema, hints: FieldHints): Omit<CmsField, 'name' | 'label'> {
  if (schema.enum) return { widget: 'select', options: schema.enum.map(String) };
  switch (schema.type) {
    case 'boolean':
      return { widget: 'boolean' };
    case 'integer':
    case 'number':
      return { widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float', ...numberLimits(schema) };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, hints, `${path}.`) };
    case 'array':
      if (schema.items?.type !== 'object') break;
      return { widget: 'list', fields: fieldsOf(schema.items, hints, `${path}.`), ...itemLimits(schema) };
    case 'string': {
      if (schema.pattern === CALENDAR_DATE) return { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD' };
      const lengths = {
        ...(schema.minLength !== undefined && { minlength: schema.minLength }),
        ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
      };
      // A summary or a sentence gets a text area; a title or a name a single line.
      const widget = (schema.maxLength ?? 0) > 100 || (schema.minLength ?? 0) >= 40 ? 'text' : 'string';
      if (schema.format === 'uri') return { widget, ...lengths, pattern: HTTPS_URL };
      return { widget, ...lengths, ...(schema.pattern && { pattern: [schema.pattern, `Must match ${schema.pattern}`] as [string, string] }) };
    }
  }
  throw new Error(
    `The content editor has no widget for the frontmatter field "${path}" (${JSON.stringify(schema).slice(0, 120)}): add a hint for it in src/data/cms-config.ts.`,
  );
}

/** The editor fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, hints: FieldHints, prefix = ''): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const path = `${prefix}${name}`;
    const hint = hints[path];
    const { widget, ...options } = hint?.widget
      ? { widget: hint.widget, ...(property.type === 'array' && { multiple: true, ...itemLimits(property) }) }
      : widgetFor(path, property, hints);
    return {
      name,
      label: fieldLabel(name),
      widget,
      ...options,
      // The schema's description is the field's help, unless a hint words it for this collection.
      ...(property.description && { hint: property.description }),
      ...hint,
      // Optional in the schema (or given a default there), optional in the editor.
      required: required.has(name),
      ...(property.default !== undefined && { default: property.default }),
    };
  });
}
