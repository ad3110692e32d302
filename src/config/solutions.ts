/** The solutions catalogue and the Obsidian Edge product page. */
import { contactPath } from './paths.ts';

/** The brokers Obsidian Edge places orders through, each over the broker's own documented API. */
export const OBSIDIAN_EDGE_BROKERS = [
  {
    name: 'Interactive Brokers',
    api: 'TWS API',
    how: 'through Trader Workstation or IB Gateway running on your own computer, so your session never leaves it',
  },
  { name: 'TradeStation', api: 'TradeStation API', how: 'authorized with OAuth, so we hold a token you can revoke, never your password' },
  { name: 'Tradovate', api: 'Tradovate API', how: 'authorized with OAuth, so we hold a token you can revoke, never your password' },
] as const;

/** The service level in the subscription agreement: what is measured, when, and what a miss earns. */
export const OBSIDIAN_EDGE_SLA = {
  /** Monthly uptime target, in percent. */
  uptime: 99.9,
  /** Service credits as a share of that month's fee, by the uptime reached. */
  credits: [
    { below: 99.9, credit: 10 },
    { below: 99.0, credit: 25 },
    { below: 95.0, credit: 50 },
  ],
  /** Days after the month's end within which a customer asks for a credit. */
  claimDays: 30,
} as const;

/** The exchange sessions the product watches, in Eastern Time like the office hours. */
const GLOBEX_HOURS = 'Sunday 6:00 PM to Friday 5:00 PM ET, less the exchange’s daily break from 5:00 to 6:00 PM ET';
/** Trading hours in a week: 23 hours on each of five sessions. */
const GLOBEX_WEEKLY_HOURS = 23 * 5;
/** The most downtime the SLA allows in an average month's trading hours, in minutes. */
const SLA_MONTHLY_MINUTES = Math.round(((GLOBEX_WEEKLY_HOURS * 52) / 12) * 60 * (1 - OBSIDIAN_EDGE_SLA.uptime / 100));
const creditTerms = OBSIDIAN_EDGE_SLA.credits.map(({ below, credit }) => `below ${below.toFixed(1)}%, ${credit}% of that month’s fee`).join('; ');

/** Product claims, quoted on the solutions card and the product page; each is defined under "What we commit to". */
export const OBSIDIAN_EDGE_CLAIMS = [
  { value: '23/5', label: 'Monitoring, every CME Globex session' },
  { value: '<100 ms', label: 'Tick received to alert sent, 99% of alerts' },
  { value: String(OBSIDIAN_EDGE_BROKERS.length), label: `Brokers: ${OBSIDIAN_EDGE_BROKERS.map((broker) => broker.name).join(', ')}` },
  { value: `${OBSIDIAN_EDGE_SLA.uptime}%`, label: 'Monthly uptime SLA, with service credits' },
] as const;

const brokerNames = OBSIDIAN_EDGE_BROKERS.map((broker) => broker.name);
const brokerList = `${brokerNames.slice(0, -1).join(', ')} or ${brokerNames.at(-1)}`;

const trialPath = contactPath('obsidian-edge');

export const OBSIDIAN_EDGE = {
  name: 'Obsidian Edge',
  href: '/solutions/obsidian-edge',
  /** One-line summary for cards and meta description. */
  summary: `AI market analysis for futures traders: explained signals on CME Group index, energy, metal and rate futures, alerts sent within 100 ms of the tick, and one-click orders through ${brokerList}.`,
  lead: `Obsidian Edge watches CME Group futures for every hour the exchange is open, scores each move with models trained on a decade of tick data, and sends a clear, explained alert to your desktop within 100 milliseconds of the triggering tick reaching our servers. You review the order and send it through your own broker with one click.`,
  /** Free trial terms, and where a trial, a demo or a sales question starts: the contact form, with the product chosen. */
  trial: { days: 14, path: trialPath },
  /** The product page's band headings, as the page shows them. */
  headings: {
    features: {
      eyebrow: 'Features',
      title: 'Everything between the tick and the trade',
      intro: 'Six capabilities that take you from raw market data to a risk-checked order, in one system.',
    },
    how: {
      eyebrow: 'How It Works',
      title: 'Four steps from tick to trade',
      intro:
        'The first three run on their own, in milliseconds. The fourth is always yours: every order is one you review and send. Every step is logged, so you can audit why a trade happened.',
    },
    technology: {
      eyebrow: 'Technology',
      title: 'Built on the platform we build for clients',
      intro:
        'The same AWS streaming, MLOps and security practices we deliver in consulting engagements, run by our own engineers, with one of them on call whenever the exchange is open.',
    },
    commitments: {
      eyebrow: 'What we commit to',
      title: 'Every figure, defined',
      intro: 'What each headline number measures, where it is measured and what you are owed when we miss it.',
    },
  },
  /** What each headline figure means, and where the product's own terms live. */
  commitments: [
    {
      icon: 'Clock',
      title: 'Monitoring: every Globex session',
      description: `Obsidian Edge watches the markets whenever CME Globex is open: ${GLOBEX_HOURS}. Outside those hours there is nothing to watch, and we use them for maintenance. Product questions are answered during our office hours; an incident while the exchange is open pages our on-call engineer at any hour, from the one rotation that carries every page we promise (our About page describes it).`,
    },
    {
      icon: 'Timer',
      title: 'Under 100 ms: what is measured',
      description:
        'The time inside our platform, from the moment the triggering tick reaches our servers to the moment the alert leaves them for your desktop app or your webhook. At least 99 in 100 alerts in each calendar month meet it, and the app shows subscribers each month’s figure. The exchange’s feed to us and the internet between us and you come on top.',
    },
    {
      icon: 'Server',
      title: 'Where the models run',
      description:
        'In AWS us-east-2 (Ohio), the AWS Region nearest to CME Globex’s matching engine in Aurora, Illinois; AWS has no Region in Illinois. The distance costs a few milliseconds each way. That matters to high-frequency firms colocated beside the exchange, not to alerts a person reads and confirms, and Obsidian Edge is not built or sold for latency-sensitive strategies.',
    },
    {
      icon: 'Gauge',
      title: `${OBSIDIAN_EDGE_SLA.uptime}% uptime: the service level`,
      description: `Signal generation and alert delivery are available ${OBSIDIAN_EDGE_SLA.uptime}% of CME Globex trading hours in each calendar month, about ${SLA_MONTHLY_MINUTES} minutes of downtime at most. Checks run every minute from outside our AWS Region; a minute with no successful check counts as down. Service credits: ${creditTerms}, claimed within ${OBSIDIAN_EDGE_SLA.claimDays} days of the month’s end. Exchange and broker outages, maintenance announced 72 hours ahead outside trading hours, and free trials are excluded.`,
    },
    {
      icon: 'Plug',
      title: `${OBSIDIAN_EDGE_BROKERS.length} brokers, by name`,
      description: `${OBSIDIAN_EDGE_BROKERS.map((broker) => `${broker.name}, over the ${broker.api}, ${broker.how}`).join('. ')}. Orders always execute in your own account at your broker.`,
    },
    {
      icon: 'FileText',
      title: 'The product’s own terms',
      description:
        'Obsidian Edge has its own subscription agreement, which contains this service level, and its own privacy notice, covering your account, settings, audit log and broker tokens. You receive both with your trial invitation and accept them in the app before you connect a broker; ask our sales team for a copy beforehand. This website’s terms and privacy policy cover the website only.',
    },
  ],
  features: [
    {
      icon: 'Radar',
      title: 'Real-Time Market Scanning',
      description:
        'Streams top-of-book and depth-of-book data for CME Group index, energy, metals and rate futures, and tracks order-flow imbalance, volume profile and volatility regime on every tick.',
    },
    {
      icon: 'BrainCircuit',
      title: 'Explainable AI Signals',
      description:
        'An ensemble of gradient-boosted and sequence models scores each setup and shows the three factors that drove it, so you see why an alert fired before you act on it.',
    },
    {
      icon: 'BellRing',
      title: 'Sub-100ms Alerts',
      description:
        'Alerts leave our servers for the desktop app and your webhooks within 100 milliseconds of the triggering tick’s arrival, with entry, stop and target levels attached. Mobile push travels through Apple’s and Google’s services and usually arrives within seconds.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Built-In Risk Controls',
      description:
        'Daily loss limits, position caps and news blackout windows that you set are checked before any order leaves and can block it, and every rule change is recorded in an audit log.',
    },
    {
      icon: 'Plug',
      title: 'Broker Integrations',
      description: `Connects to ${brokerList} over their official APIs, so orders execute in your own account and custody never moves to us.`,
    },
    {
      icon: 'Rewind',
      title: 'Backtesting & Replay',
      description:
        'Replays any session tick by tick and backtests rule changes against years of history, with slippage and commission modelled before a strategy goes live.',
    },
  ],
  steps: [
    {
      title: 'Data Collection',
      description:
        'Market data, economic calendars and volatility indices are normalised into one time-aligned stream, with gaps and bad ticks filtered at the edge.',
    },
    {
      title: 'AI Analysis',
      description:
        'Models score trend, momentum, order flow and regime for each instrument continuously, and compare the current setup with thousands of historical analogues.',
    },
    {
      title: 'Alert Generation',
      description:
        'When a setup clears the confidence threshold you chose, Obsidian Edge issues an alert with entry, stop and target levels and the reasons behind it. Every subscriber watching that instrument gets the same alert; your filters only decide which ones you see.',
    },
    {
      title: 'Trade Execution',
      description:
        'You decide. The alert opens an order ticket in the quantity you set for that contract; review it and send it to your broker with one click, as a bracket order with the stop and target attached. Nothing is sent without your click.',
    },
  ],
  /** The static "Live Market Analysis" card: an illustrative snapshot, not live data. */
  snapshot: [
    { symbol: 'ES', name: 'E-mini S&P 500', bias: 'Bullish', confidence: 78, note: 'Higher lows above the overnight value area' },
    { symbol: 'NQ', name: 'E-mini Nasdaq-100', bias: 'Neutral', confidence: 52, note: 'Range-bound between last week’s high and VWAP' },
    { symbol: 'CL', name: 'Crude Oil', bias: 'Bearish', confidence: 71, note: 'Failed breakout with rising inventories' },
  ],
  /** How the product stands with the regulators, said plainly on the product page. */
  regulatory: [
    'Obsidian Edge is software. Basalt Technologies is not a broker, a futures commission merchant or an introducing broker, never holds customer funds and never places an order in an account of its own.',
    'Basalt Technologies is not registered with the CFTC as a commodity trading advisor and is not a member of the NFA. It relies on the exemption for standardized advice in CFTC Regulation 4.14(a)(9), and the product is built to its two conditions. Signals are produced the same way for every subscriber and are not based on or tailored to anyone’s positions, finances or objectives. And Obsidian Edge never directs your account: it places no order on its own, every order is one you review and send in the quantity you set, and your risk limits can stop an order but never start one.',
    'You remain responsible for every order. If you need advice on your own situation, speak to a registered professional.',
  ],
  /** Risks a trader must weigh before using signals or automation. */
  risks: [
    'Futures are leveraged: a small move against a position can lose more than the margin you deposited.',
    'Signals can be wrong. Backtested and simulated results are hypothetical, benefit from hindsight and do not include every cost of real trading; they do not predict future results.',
    'Technology can fail: data feeds, your internet connection, our service, your broker or the exchange itself can be interrupted, and orders can fill late, partially or at worse prices than shown (slippage), especially in fast markets.',
    'Daily loss limits and position caps reduce, but do not remove, the risk of large losses.',
  ],
  technology: [
    {
      icon: 'Activity',
      title: 'Streaming Data Platform',
      description: 'Amazon MSK ingests the depth-of-book feed of every instrument we cover, and Apache Flink computes features in flight.',
    },
    {
      icon: 'Cpu',
      title: 'Low-Latency Inference',
      description:
        'Models on Graviton and GPU instances in AWS us-east-2 (Ohio), the AWS Region nearest CME Globex in Aurora, Illinois, score each tick in under 20 ms.',
    },
    {
      icon: 'Database',
      title: 'Tick-Level History',
      description: 'Ten years of normalised tick data in Amazon S3 and ClickHouse power training, backtests and session replay.',
    },
    {
      icon: 'LockKeyhole',
      title: 'Security by Design',
      description:
        'Broker access tokens are encrypted with AWS KMS keys and never shown to our staff; your broker password never reaches us. SSO, MFA and per-user audit trails are standard.',
    },
  ],
  cta: {
    title: 'See Obsidian Edge on a live session',
    description: 'A 30-minute walkthrough with our product team on the instruments you trade, including broker setup and risk rules.',
    actions: [
      { label: 'Schedule Demo', href: trialPath },
      { label: 'Contact Sales', href: trialPath },
    ],
  },
} as const;

/** Products in development, shown as disabled "Coming Soon" cards. */
export const UPCOMING_SOLUTIONS = [
  {
    icon: 'PiggyBank',
    name: 'Cost Sentinel',
    description: 'Cloud cost anomaly detection that traces every spike to the deployment, team and resource behind it, and proposes the fix.',
  },
  {
    icon: 'ScanSearch',
    name: 'Drift Atlas',
    description: 'Continuous comparison of Terraform state with live AWS accounts, with risk-ranked drift reports and one-click remediation plans.',
  },
] as const;
