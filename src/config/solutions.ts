/** The solutions catalogue and the Obsidian Edge product page. */

/** Product claims, quoted on the solutions card and the product page. */
export const OBSIDIAN_EDGE_CLAIMS = [
  { value: '24/7', label: 'Market monitoring' },
  { value: 'Under 100ms', label: 'Alert latency' },
  { value: '15+', label: 'Supported brokers' },
  { value: '99.9%', label: 'Uptime SLA' },
] as const;

export const OBSIDIAN_EDGE = {
  /** Product name. */
  name: 'Obsidian Edge',
  /** Route of the product page. */
  href: '/solutions/obsidian-edge',
  /** One-line summary for cards and meta description. */
  summary:
    'AI market intelligence for futures traders: real-time signals on index, energy and rate futures, alerts in under 100ms and execution through 15+ brokers.',
  /** Lead paragraph on the product page. */
  lead:
    'Obsidian Edge watches the futures markets around the clock, scores every move with models trained on a decade of tick data, and puts a clear, explained alert in front of you in under 100 milliseconds, with one-click execution through your own broker.',
  /** Free trial terms. */
  trial: { days: 14 },
  features: [
    {
      icon: 'Radar',
      title: 'Real-Time Market Scanning',
      description:
        'Streams Level 1 and Level 2 data for CME index, energy, metals and rate futures, and tracks order-flow imbalance, volume profile and volatility regime on every tick.',
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
        'Alerts reach the desktop app, mobile push and webhooks in under 100 milliseconds from the triggering tick, with entry, stop and target levels attached.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Built-In Risk Controls',
      description:
        'Daily loss limits, position caps and news blackout windows are enforced before any order leaves, and every rule change is recorded in an audit log.',
    },
    {
      icon: 'Plug',
      title: 'Broker Integrations',
      description:
        'Connects to 15+ futures brokers and platforms over their official APIs, so orders execute in your own account and custody never moves to us.',
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
        'When a setup clears your confidence threshold and risk rules, Obsidian Edge issues an alert with levels, sizing guidance and the reasons behind it.',
    },
    {
      title: 'Trade Execution',
      description:
        'Confirm with one click, or let approved strategies execute automatically through your broker with bracket orders and your limits enforced.',
    },
  ],
  /** The static "Live Market Analysis" card: an illustrative snapshot, not live data. */
  snapshot: [
    { symbol: 'ES', name: 'E-mini S&P 500', bias: 'Bullish', confidence: 78, note: 'Higher lows above the overnight value area' },
    { symbol: 'NQ', name: 'E-mini Nasdaq-100', bias: 'Neutral', confidence: 52, note: 'Range-bound between last week’s high and VWAP' },
    { symbol: 'CL', name: 'Crude Oil', bias: 'Bearish', confidence: 71, note: 'Failed breakout with rising inventories' },
  ],
  technology: [
    {
      icon: 'Activity',
      title: 'Streaming Data Platform',
      description: 'Amazon MSK and Kinesis ingest millions of ticks a minute, with Apache Flink computing features in flight.',
    },
    {
      icon: 'Cpu',
      title: 'Low-Latency Inference',
      description: 'Models served on Graviton and GPU instances in the same region as the exchange gateways keep scoring under 20 ms.',
    },
    {
      icon: 'Database',
      title: 'Tick-Level History',
      description: 'Ten years of normalised tick data in Amazon S3 and ClickHouse power training, backtests and session replay.',
    },
    {
      icon: 'LockKeyhole',
      title: 'Security by Design',
      description: 'Broker credentials are held in AWS KMS-backed vaults, and SSO, MFA and per-user audit trails are standard.',
    },
  ],
} as const;

export interface UpcomingSolution {
  icon: string;
  name: string;
  description: string;
}

/** Products in development, shown as disabled "Coming Soon" cards. */
export const UPCOMING_SOLUTIONS: readonly UpcomingSolution[] = [
  {
    icon: 'PiggyBank',
    name: 'Cost Sentinel',
    description:
      'Cloud cost anomaly detection that traces every spike to the deployment, team and resource behind it, and proposes the fix.',
  },
  {
    icon: 'ScanSearch',
    name: 'Drift Atlas',
    description:
      'Continuous comparison of Terraform state with live AWS accounts, with risk-ranked drift reports and one-click remediation plans.',
  },
];
