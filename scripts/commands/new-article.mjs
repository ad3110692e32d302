// A new article in one command: writes content/articles/<slug>.mdx with frontmatter that passes
// src/schemas/articles.ts and a five-section skeleton, every part of it a prompt for the editor.
//
//   npm run new:article -- "Zero Trust in Practice" --category Security [--author amara-okafor]
//   options: --category (one of src/config/blog.ts ARTICLE_CATEGORIES, any letter case)
//            --author   (an id of src/config/identity.ts PEOPLE; default the founder, jordan-reyes)
//            --dir      (default content/articles)
//            --date     (YYYY-MM-DD; default today)
// Refuses an existing slug, an unknown category or author, with a message and exit code 1.
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ARTICLE_CATEGORIES } from '../../src/config/blog.ts';
import { FOUNDER, PEOPLE } from '../../src/config/identity.ts';
import { articlePath } from '../../src/config/paths.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The description every new article starts with: 50–160 characters, plainly the editor's to rewrite. */
const DESCRIPTION_PROMPT = 'Replace this description: one or two sentences, 50 to 160 characters, saying what the reader will learn.';

const docs = (title, publisher, url) => ({ title, publisher, url });
/** An AWS service's documentation home: `aws('AWS Lambda', 'lambda')`. */
const aws = (service, path) => docs(`${service} documentation`, 'Amazon Web Services', `https://docs.aws.amazon.com/${path}/`);
const TERRAFORM_DOCS = docs('Terraform documentation', 'HashiCorp', 'https://developer.hashicorp.com/terraform/docs');
const AWS_DOCS = docs('AWS Documentation', 'Amazon Web Services', 'https://docs.aws.amazon.com/');

/**
 * Per category: a lucide icon for the card, and three official documentation homes as starting
 * sources (the schema needs three real https addresses; the editor replaces them with the pages cited).
 */
const CATEGORY_DEFAULTS = Object.freeze({
  Web3: {
    icon: 'Blocks',
    sources: [
      docs('Ethereum development documentation', 'ethereum.org', 'https://ethereum.org/en/developers/docs/'),
      docs('Solidity documentation', 'Solidity project', 'https://docs.soliditylang.org/'),
      aws('Amazon Managed Blockchain', 'managed-blockchain'),
    ],
  },
  'Artificial Intelligence': {
    icon: 'BrainCircuit',
    sources: [
      aws('Amazon Bedrock', 'bedrock'),
      aws('Amazon SageMaker AI', 'sagemaker'),
      docs('AI Risk Management Framework', 'NIST', 'https://www.nist.gov/itl/ai-risk-management-framework'),
    ],
  },
  DevOps: { icon: 'GitBranch', sources: [docs('GitHub Actions documentation', 'GitHub Docs', 'https://docs.github.com/en/actions'), TERRAFORM_DOCS, AWS_DOCS] },
  Serverless: { icon: 'Zap', sources: [aws('AWS Lambda', 'lambda'), aws('Amazon API Gateway', 'apigateway'), aws('AWS Step Functions', 'step-functions')] },
  Security: {
    icon: 'ShieldCheck',
    sources: [
      aws('AWS Identity and Access Management', 'iam'),
      aws('AWS Security Hub', 'securityhub'),
      docs('Cybersecurity Framework', 'NIST', 'https://www.nist.gov/cyberframework'),
    ],
  },
  Database: {
    icon: 'Database',
    sources: [
      aws('Amazon RDS', 'rds'),
      aws('AWS Database Migration Service', 'dms'),
      docs('PostgreSQL documentation', 'PostgreSQL Global Development Group', 'https://www.postgresql.org/docs/'),
    ],
  },
  Infrastructure: { icon: 'Server', sources: [TERRAFORM_DOCS, aws('Amazon VPC', 'vpc'), AWS_DOCS] },
  Architecture: {
    icon: 'Network',
    sources: [
      docs('AWS Well-Architected Framework', 'Amazon Web Services', 'https://docs.aws.amazon.com/wellarchitected/latest/framework/welcome.html'),
      docs('AWS Architecture Center', 'Amazon Web Services', 'https://aws.amazon.com/architecture/'),
      docs('AWS Prescriptive Guidance', 'Amazon Web Services', 'https://docs.aws.amazon.com/prescriptive-guidance/'),
    ],
  },
});

/** The body: a lead paragraph and five sections, each a one-line prompt. */
const SECTIONS = Object.freeze([
  { heading: 'Why It Matters', id: 'why-it-matters', prompt: 'Replace this line: the problem, who has it and what it costs them, in two or three sentences.' },
  { heading: 'How It Works', id: 'how-it-works', prompt: 'Replace this line: the concepts the reader needs, with one diagram or code block if it helps.' },
  {
    heading: 'Putting It into Practice',
    id: 'in-practice',
    prompt: 'Replace this line: the steps we take on client work, with real commands or configuration.',
  },
  { heading: 'Pitfalls to Avoid', id: 'pitfalls', prompt: 'Replace this line: the mistakes we see most often and how to recognise and fix each one.' },
  { heading: 'Next Steps', id: 'next-steps', prompt: 'Replace this line: what to do on Monday morning, and where to read further.' },
]);

/** The URL slug of a title: lowercase ASCII letters and digits joined by single hyphens, at most 80 characters. */
function slugify(title) {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæøœđłþ]/gi, (c) => ({ ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', þ: 'th' })[c.toLowerCase()] ?? '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 81);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : 80).replace(/-+$/, '');
}

const quote = (text) => JSON.stringify(text); // a JSON string is a valid YAML double-quoted scalar

function articleSource({ title, category, author, date }) {
  const { icon, sources } = CATEGORY_DEFAULTS[category];
  const frontmatter = [
    '---',
    '# Written by `npm run new:article`. Replace the description, the sources and every line of the body.',
    `title: ${quote(title)}`,
    `description: ${quote(DESCRIPTION_PROMPT)}`,
    `category: ${quote(category)}`,
    `icon: ${icon}`,
    `publishedDate: ${date}`,
    `author: ${author}`,
    'draft: true',
    '# Three official documentation homes to start from: replace them with the 3 to 6 pages the article rests on.',
    'sources:',
    ...sources.flatMap((source) => [`  - title: ${quote(source.title)}`, `    publisher: ${quote(source.publisher)}`, `    url: ${source.url}`]),
    '---',
  ];
  const body = [
    'Replace this paragraph: the article in two or three sentences, and who it is for.',
    ...SECTIONS.flatMap(({ heading, id, prompt }) => [`## ${heading} {#${id}}`, prompt]),
  ];
  return `${frontmatter.join('\n')}\n\n${body.join('\n\n')}\n`;
}

/** Prints why the command refused and exits with 1, having written nothing. */
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const usage = 'Usage: npm run new:article -- "Article title" --category <category> [--author <id>] [--dir <folder>] [--date YYYY-MM-DD]';
const options = {
  category: { type: 'string' },
  author: { type: 'string' },
  dir: { type: 'string' },
  date: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options });
} catch (error) {
  // An unknown option, or one without its value.
  fail(error.message);
}
const { values, positionals } = parsed;
if (values.help) fail(usage);

const title = positionals.join(' ').trim().replace(/\s+/g, ' ');
if (!title) fail(`Give the article's title.\n${usage}`);
if (title.length < 3 || title.length > 80) fail(`The title must be 3 to 80 characters long; it is ${title.length}.`);
const slug = slugify(title);
if (!slug) fail(`The title ${quote(title)} has no letters or digits to make an address from.`);

if (!values.category) fail(`Give a category with --category: ${ARTICLE_CATEGORIES.join(', ')}.`);
const category = ARTICLE_CATEGORIES.find((name) => name.toLowerCase() === values.category.trim().toLowerCase());
if (!category) fail(`Unknown category ${quote(values.category)}. Use one of: ${ARTICLE_CATEGORIES.join(', ')}.`);

const author = values.author ?? FOUNDER.id;
if (!PEOPLE.some((person) => person.id === author)) fail(`Unknown author ${quote(author)}. Use one of: ${PEOPLE.map((person) => person.id).join(', ')}.`);

// Today in the machine's time zone, YYYY-MM-DD.
const date = values.date ?? new Date().toLocaleDateString('en-CA');
if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)) {
  fail(`--date must be a real day written YYYY-MM-DD, not ${quote(date)}.`);
}

const dir = values.dir ? resolve(values.dir) : resolve(ROOT, 'content/articles');
const file = resolve(dir, `${slug}.mdx`);
try {
  writeFileSync(file, articleSource({ title, category, author, date }), { flag: 'wx' });
} catch (error) {
  if (error.code === 'EEXIST') fail(`${relative(process.cwd(), file)} already exists: an article with the slug "${slug}" is there. Choose another title.`);
  if (error.code === 'ENOENT') fail(`The folder ${relative(process.cwd(), dir) || dir} does not exist.`);
  throw error;
}
console.log(`Wrote ${relative(process.cwd(), file)}`);
console.log('Before it is published, replace the description, the three sources and every line of the body.');
console.log(`Its address will be ${articlePath(slug)}; see it with npm run dev.`);
