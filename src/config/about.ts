/** Copy about the firm: the story and values on /about and the home page's about section. */
import { CONTACT } from './contact.ts';
import { FOUNDER, HEADCOUNT, PEOPLE, SITE, TEAM } from './identity.ts';
import { OBSIDIAN_EDGE } from './solutions.ts';

export interface TimelineItem {
  year: number;
  title: string;
  /** One or two sentences. */
  description: string;
}
interface Value {
  /** Lucide icon name. */
  icon: string;
  title: string;
  /** One or two sentences. */
  description: string;
}

/** "Our Story" on /about, one milestone a year from the founding to the present year. */
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
      'The year we began leading whole programs instead of single projects: for a regional insurer and a logistics group we owned the cloud foundation, the delivery platform and the security program as one plan, with one principal accountable for all three.',
  },
  {
    year: 2025,
    title: 'Our Own Product',
    description: `We launched ${OBSIDIAN_EDGE.name}, market analysis software for futures traders, built and run by our data and AI practice on the same AWS streaming and MLOps stack we build for clients. Running a product of our own keeps us honest about on-call, cost and latency.`,
  },
  {
    year: 2026,
    title: 'Evidence in the Open',
    description: `${HEADCOUNT} people strong, we now publish what a buyer should be able to check: who is on the team and what they are certified in, how our engineers reach client accounts, and what each of our product’s figures measures.`,
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

/**
 * How our engineers reach client AWS accounts, on /about. Each point is something a client can
 * verify in its own account (the roles, their trust policies and CloudTrail).
 */
export const SECURITY_POSTURE: readonly Value[] = [
  {
    icon: 'KeyRound',
    title: 'Roles you own and can revoke',
    description:
      'We work only through IAM roles created in your accounts, with permissions scoped to the engagement and a trust policy that names our organization. Deleting the role, or its trust policy, ends our access at once; we never ask for root or for IAM users of our own.',
  },
  {
    icon: 'Timer',
    title: 'Sessions that expire within the hour',
    description:
      'Engineers sign in to AWS IAM Identity Center in our own organization and assume your role from there. AWS limits such chained role sessions to one hour, so no credential of ours is valid for longer.',
  },
  {
    icon: 'Usb',
    title: 'Phishing-resistant sign-in',
    description:
      'Every sign-in to our Identity Center requires a FIDO2 authenticator (AWS lists built-in authenticators and security keys under that type), and each engineer registers a hardware security key we issue. Authenticator apps are switched off, so a phished password and one-time code open nothing.',
  },
  {
    icon: 'KeySquare',
    title: 'No long-lived access keys',
    description:
      'No engineer holds an access key for a client account, and none is written to a laptop or a repository. Pipelines we build reach AWS through OpenID Connect federation with short-lived credentials.',
  },
  {
    icon: 'ScrollText',
    title: 'Every action in your CloudTrail',
    description:
      'Our sessions carry the engineer’s name as the source identity, which AWS keeps through role chaining, so your own CloudTrail shows which of us made each call. You keep the logs; we keep no copy.',
  },
  {
    icon: 'UserX',
    title: 'Access ends with the work',
    description:
      'When an engineer leaves an engagement, or the firm, their Identity Center assignment is removed the same day, and at handover we ask you to delete our roles and confirm it with you in writing.',
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
    description: `${HEADCOUNT} people, no juniors: principals and senior engineers holding ${TEAM.certifications.reduce((sum, row) => sum + row.holders, 0)} AWS, Kubernetes, Terraform and security certifications between them.`,
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
  team: {
    eyebrow: 'The team',
    title: `${HEADCOUNT} people, all of them senior`,
    intro: `Small on purpose: ${PEOPLE.length} principals and the engineers who work beside them. The people you meet before the contract are the people who do the work.`,
    certificationsTitle: 'Certifications we hold',
    certificationsIntro: 'Current professional certifications across the team, with how many of us hold each. We renew them as they expire.',
  },
  security: {
    eyebrow: 'How we access your systems',
    title: 'Your accounts stay yours',
    intro:
      'A consultancy with access to your AWS accounts is part of your attack surface. This is how we limit what that access can do, and how you can see and end it.',
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
