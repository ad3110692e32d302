/** Copy about the firm: the story and values on /about and the home page's about section. */
import { CONTACT } from './contact.ts';
import { FOUNDER, SITE } from './identity.ts';

export interface TimelineItem {
  /** Year of the milestone. */
  year: number;
  /** Short milestone title. */
  title: string;
  /** One or two sentences. */
  description: string;
}

export interface Value {
  /** Lucide icon name. */
  icon: string;
  /** Short title. */
  title: string;
  /** One or two sentences. */
  description: string;
}

/** "Our Story" on /about, one milestone a year from the founding. */
export const TIMELINE: readonly TimelineItem[] = [
  {
    year: 2020,
    title: 'The Beginning',
    description: `${FOUNDER.name} founded ${SITE.name} in ${CONTACT.office.city} in the spring of ${SITE.foundedYear}, when lockdowns forced companies to move online in weeks. Our first work was emergency capacity: VPN and VDI scale-outs, and moving line-of-business apps to AWS before the next payroll run.`,
  },
  {
    year: 2021,
    title: 'First Clients',
    description:
      'A regional healthcare network and a logistics operator became our first long-term clients. We moved their core systems to multi-account AWS landing zones and replaced hand-run releases with Terraform and automated pipelines.',
  },
  {
    year: 2022,
    title: 'Scale & Growth',
    description:
      'The team grew into dedicated practices for platform engineering, security and data. We passed our twentieth cloud migration and started running Kubernetes platforms on EKS for product teams that deploy many times a day.',
  },
  {
    year: 2023,
    title: 'Innovation Focus',
    description:
      'We opened an AI and data practice, shipped our first production retrieval-augmented assistants, and began building tokenization and settlement prototypes with clients exploring real-world assets on-chain.',
  },
  {
    year: 2024,
    title: 'Market Leadership',
    description:
      `With more than 100 projects delivered for 25+ enterprise clients, ${SITE.name} now leads complete transformations: cloud foundation, delivery platform, security program and the AI products that run on top of them.`,
  },
];

/** The three values on /about. */
export const ABOUT_VALUES: readonly Value[] = [
  {
    icon: 'Crosshair',
    title: 'Precision-Driven',
    description:
      'We measure before we change anything and after we finish: cost per request, lead time, recovery time. Recommendations come with numbers, and designs come with the runbooks to operate them.',
  },
  {
    icon: 'Lightbulb',
    title: 'Innovation First',
    description:
      'We adopt new technology when it earns its place, not before. Every practice keeps a lab budget, so the serverless, AI and Web3 patterns we recommend are ones we have already run in anger.',
  },
  {
    icon: 'Handshake',
    title: 'Partnership Mindset',
    description:
      'We work inside your teams, pair with your engineers and leave the knowledge behind. Success is a platform your people own and extend themselves, with the code, runbooks and training to do it, not a dependency on us.',
  },
];

/** The four value points of the home page's about section. */
export const HOME_VALUES: readonly Value[] = [
  {
    icon: 'Target',
    title: 'Precision Focus',
    description: 'Architecture decisions backed by measurements, cost models and written trade-offs, not fashion.',
  },
  {
    icon: 'Zap',
    title: 'Lightning Fast',
    description: 'Working software in the first weeks: small increments, automated pipelines and no big-bang cut-overs.',
  },
  {
    icon: 'Users',
    title: 'Expert Team',
    description: 'Senior, certified engineers across AWS, Kubernetes, Terraform, data, security and smart contracts.',
  },
  {
    icon: 'Award',
    title: 'Proven Results',
    description: 'Cut-overs planned down to a few minutes of write freeze, pipelines that ship daily and platforms clients still run years later.',
  },
];

/** The copy of /about around the timeline, founder card and values. */
export const ABOUT_PAGE = {
  description: `How ${SITE.name} grew from a ${SITE.foundedYear} start-up into a cloud, DevOps, AI and security consultancy, who leads it and what we value.`,
  hero: {
    eyebrow: `About ${SITE.name}`,
    title: 'Born from disruption',
    lead: `We started in ${SITE.foundedYear}, when companies had weeks to do what they had planned for years. That urgency still shapes how we work: senior engineers, measurable outcomes, and systems your own team can run and change.`,
  },
  story: {
    eyebrow: 'Our Story',
    title: `Since ${SITE.foundedYear}, one way of working`,
    intro:
      'From emergency migrations to enterprise transformation programs, the method has stayed the same: understand the system, measure it, then change it safely.',
  },
  leads: {
    title: 'Practice leads',
    intro: 'Each practice is led by a principal who still works on client systems and writes about them on our blog.',
  },
  values: {
    eyebrow: 'Our Values',
    title: 'What you can hold us to',
    intro: 'Three commitments that decide how we scope, build and hand over every engagement.',
  },
  cta: {
    title: "Let's talk about what you are building",
    description: `Tell us where you are and where you need to be. A principal consultant replies within ${CONTACT.replyWithin} with concrete next steps.`,
  },
} as const;
