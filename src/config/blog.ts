/** Blog taxonomy: the article categories editors may use and the tabs of the blog explorer. */

/** The eight article categories, the only values `category` may take in frontmatter. */
export const ARTICLE_CATEGORIES = [
  'Web3',
  'Artificial Intelligence',
  'DevOps',
  'Serverless',
  'Security',
  'Database',
  'Infrastructure',
  'Architecture',
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface BlogTab {
  /** Stable key, used in the URL as `?category=`. */
  key: string;
  name: string;
  /** Sentence shown in the description panel when the tab is selected. */
  description: string;
  /** Lucide icon beside the label. */
  icon: string;
  /** Accent used by the description panel (a Tailwind colour family). */
  color: 'slate' | 'violet' | 'sky' | 'emerald' | 'amber' | 'rose' | 'teal';
  /** Article categories the tab lists; `null` lists every article. */
  includes: readonly ArticleCategory[] | null;
}

/** The key of the tab /blog opens on, which lists every article; left out of the URL. */
export const DEFAULT_TAB = 'all';

export const BLOG_TABS: readonly BlogTab[] = [
  {
    key: DEFAULT_TAB,
    name: 'All',
    description: 'Every article from our consultants: field notes on cloud, delivery, data and security.',
    icon: 'LayoutGrid',
    color: 'slate',
    includes: null,
  },
  {
    key: 'web3',
    name: 'Web3',
    description: 'Tokenization, pilots and the line between utility and hype, written for decision makers.',
    icon: 'Blocks',
    color: 'violet',
    includes: ['Web3'],
  },
  {
    key: 'ai-ml',
    name: 'AI/ML',
    description: 'Generative AI and machine learning in production: use cases, costs and returns.',
    icon: 'BrainCircuit',
    color: 'sky',
    includes: ['Artificial Intelligence'],
  },
  {
    key: 'devops',
    name: 'DevOps',
    description: 'Pipelines, progressive delivery and the automation that lets teams ship safely every day.',
    icon: 'GitBranch',
    color: 'emerald',
    includes: ['DevOps'],
  },
  {
    key: 'cloud-architecture',
    name: 'Cloud Architecture',
    description: 'Serverless and event-driven designs on AWS, with the trade-offs that decide them.',
    icon: 'Cloud',
    color: 'amber',
    includes: ['Serverless', 'Architecture'],
  },
  {
    key: 'security',
    name: 'Security',
    description: 'Zero trust, identity and data protection on AWS, from policy to detection.',
    icon: 'ShieldCheck',
    color: 'rose',
    includes: ['Security'],
  },
  {
    key: 'infrastructure',
    name: 'Infrastructure',
    description: 'Terraform, state, modules and database migrations: the ground everything else stands on.',
    icon: 'Server',
    color: 'teal',
    includes: ['Infrastructure', 'Database'],
  },
];

/**
 * How many articles rss.xml carries, newest first, each with its whole text: enough for any reader
 * who checks in monthly, and a feed that stays near a megabyte however large the blog grows.
 */
export const FEED_ITEM_LIMIT = 50;
