/** The solutions catalogue and the Obsidian Edge product page. */

/** Product claims, quoted on the solutions card and the product page. */
export const OBSIDIAN_EDGE_CLAIMS = [
  { value: '24/7', label: 'Market monitoring' },
  { value: 'Under 100ms', label: 'Tick to alert, desktop and webhook' },
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
    'AI market intelligence for futures traders: real-time signals on index, energy and rate futures, alerts within 100ms of the tick and execution through 15+ brokers.',
  /** Lead paragraph on the product page. */
  lead:
    'Obsidian Edge watches the futures markets around the clock, scores every move with models trained on a decade of tick data, and puts a clear, explained alert on your desktop within 100 milliseconds of the tick that triggered it, with one-click execution through your own broker.',
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
        'Alerts reach the desktop app and your webhooks within 100 milliseconds of the triggering tick, with entry, stop and target levels attached. Mobile push travels through Apple’s and Google’s services and usually arrives within seconds.',
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
        'You decide: confirm the order with one click, or let a strategy you approved place it automatically through your broker, with bracket orders and your limits enforced.',
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
    'Obsidian Edge is software. Basalt Technologies is not a broker, a futures commission merchant, an introducing broker or a commodity trading advisor registered with the CFTC, and is not a member of the NFA. We never hold client funds or place orders in an account of ours.',
    'Signals are general market analysis, produced the same way for every subscriber and not tailored to anyone’s finances or objectives. Automated execution only carries out rules that you define and approve, in your own account at your own broker, within the limits you set; you remain responsible for every order. If you need advice on your own situation, speak to a registered professional.',
  ],
  /** Risks a trader must weigh before using signals or automation. */
  risks: [
    'Futures are leveraged: a small move against a position can lose more than the margin you deposited.',
    'Signals can be wrong. Backtested and simulated results are hypothetical, benefit from hindsight and do not include every cost of real trading; they do not predict future results.',
    'Automation can fail: data feeds, your internet connection, our service or your broker can be interrupted, and orders can fill late, partially or at worse prices than shown (slippage), especially in fast markets.',
    'Daily loss limits and position caps reduce, but do not remove, the risk of large losses.',
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
