import type { BlogPostInputDto } from '../../../modules/content/blog-posts/dto/blog-post-input.dto';
import { BLOG_BODIES } from './blog-bodies';

export type BlogPostSeed = BlogPostInputDto & { createdAt: string };

const podcast = (episode: string) =>
  `<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/${episode}?utm_source=generator" width="100%" height="152" frameBorder="0" allowfullscreen="" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>`;

const AUTHORS = {
  andrei: { author: 'Andrei Moldovan', authorRole: 'Managing Partner' },
  julia: { author: 'Julia Brenner', authorRole: 'Head of Data Engineering' },
  lucia: { author: 'Lucía Ferrer', authorRole: 'Principal, Commercial Models' },
  tobias: { author: 'Tobias Lindqvist', authorRole: 'IoT Architect' },
  mara: { author: 'Mara Pop', authorRole: 'Reliability Engineer' },
  claire: { author: 'Claire Dubois', authorRole: 'Workforce Transformation Lead' },
};

/**
 * Articles across the four categories. Dates are written the way editors write them (several
 * forms, one unparsable: it sorts last). Three carry a podcast embed; the bodies exercise every
 * formatting rule, and one is written in HTML.
 */
const POSTS: Omit<BlogPostSeed, 'published'>[] = [
  {
    slug: 'pricing-uptime-not-machines',
    title: 'Pricing uptime, not machines: a first model for machine builders',
    date: 'June 24, 2025',
    category: 'strategy',
    readTime: '7 min read',
    ...AUTHORS.lucia,
    excerpt:
      'Machine-as-a-service starts with a price. How to turn failure history, service costs and a risk margin into a monthly fee customers accept.',
    image: 'blog/outcome-contracts.svg',
    content: BLOG_BODIES.pricingUptime,
    createdAt: '2025-06-24T08:00:00Z',
  },
  {
    slug: 'predictive-maintenance-first-90-days',
    title: 'Predictive maintenance: what the first 90 days really look like',
    date: '2025-06-10',
    category: 'ai',
    readTime: '8 min read',
    ...AUTHORS.mara,
    excerpt:
      'Sensors are the easy part. A week-by-week account of connecting machines, cleaning service tickets and getting a first failure model in front of technicians.',
    image: 'blog/predictive-maintenance.svg',
    content: BLOG_BODIES.firstNinetyDays,
    hasAudio: true,
    audioUrl: podcast('4rOoJ6Egrf8K2IrywzwOMk'),
    createdAt: '2025-06-10T08:00:00Z',
  },
  {
    slug: 'opc-ua-mqtt-edge-architecture',
    title: 'OPC UA, MQTT and the edge: an architecture that survives the plant floor',
    date: 'May 27, 2025',
    category: 'automation',
    readTime: '9 min read',
    ...AUTHORS.tobias,
    excerpt:
      'Store-and-forward, clock drift and firmware updates decide whether your data pipeline lasts. The reference architecture we use on brownfield sites.',
    image: 'blog/data-platform.svg',
    content: BLOG_BODIES.edgeArchitecture,
    createdAt: '2025-05-27T08:00:00Z',
  },
  {
    slug: 'digital-twin-without-the-hype',
    title: 'A digital twin without the hype: start with one decision',
    date: '13 May 2025',
    category: 'innovation',
    readTime: '6 min read',
    ...AUTHORS.julia,
    excerpt:
      'Most twin projects fail because they model everything. Pick the decision the twin must support, and the level of detail follows.',
    image: 'blog/digital-twin.svg',
    content: BLOG_BODIES.digitalTwin,
    createdAt: '2025-05-13T08:00:00Z',
  },
  {
    slug: 'pay-per-use-contract-clauses',
    title: 'Seven clauses every pay-per-use contract needs',
    date: 'Apr 29, 2025',
    category: 'strategy',
    readTime: '6 min read',
    ...AUTHORS.lucia,
    excerpt:
      'Metering disputes, minimum commitments and what happens when the customer\u2019s volume collapses: the clauses we now put in every usage-based agreement.',
    image: 'blog/outcome-contracts.svg',
    content: BLOG_BODIES.contractClauses,
    createdAt: '2025-04-29T08:00:00Z',
  },
  {
    slug: 'robot-as-a-service-economics',
    title: 'The economics of robot-as-a-service, line by line',
    date: 'April 15, 2025',
    category: 'automation',
    readTime: '7 min read',
    ...AUTHORS.andrei,
    excerpt:
      'Who carries utilisation risk, how to price an order line, and why the robot maker\u2019s balance sheet matters more than the robot.',
    image: 'blog/robotics.svg',
    content: BLOG_BODIES.raasEconomics,
    hasAudio: true,
    audioUrl: podcast('1dQd2jF3R0cKzZp6jYbW3v'),
    createdAt: '2025-04-15T08:00:00Z',
  },
  {
    slug: 'llms-on-service-tickets',
    title: 'What large language models can (and cannot) do with your service tickets',
    date: 'April 1st, 2025',
    category: 'ai',
    readTime: '6 min read',
    ...AUTHORS.julia,
    excerpt:
      'Twenty years of free-text repair notes are a goldmine for failure models. A practical pipeline for extracting failure modes, parts and root causes.',
    image: 'blog/predictive-maintenance.svg',
    content: BLOG_BODIES.llmTickets,
    createdAt: '2025-04-01T08:00:00Z',
  },
  {
    slug: 'energy-as-a-service-buildings',
    title: 'Energy-as-a-service for buildings: who pays, who saves',
    date: 'March 18, 2025',
    category: 'strategy',
    readTime: '5 min read',
    ...AUTHORS.andrei,
    excerpt:
      'Savings-backed contracts let owners modernise plants without capital. The baseline is where they succeed or fail.',
    image: 'blog/energy.svg',
    content: BLOG_BODIES.energyAsAService,
    createdAt: '2025-03-18T08:00:00Z',
  },
  {
    slug: 'dlt-for-shared-metering',
    title: 'When a shared ledger beats a shared spreadsheet: DLT for metering',
    date: 'March 4, 2025',
    category: 'innovation',
    readTime: '7 min read',
    ...AUTHORS.tobias,
    excerpt:
      'Distributed ledgers are rarely the answer. Usage-based billing between two companies that do not fully trust each other is one of the exceptions.',
    image: 'blog/data-platform.svg',
    content: BLOG_BODIES.dltMetering,
    createdAt: '2025-03-04T08:00:00Z',
  },
  {
    slug: 'reskilling-technicians-for-data',
    title: 'Reskilling technicians for data-driven maintenance',
    date: '18.02.2025',
    category: 'innovation',
    readTime: '6 min read',
    ...AUTHORS.claire,
    excerpt:
      'Alerts nobody acts on are worth nothing. How we train mechanical technicians to trust, question and improve condition-monitoring data.',
    image: '',
    content: BLOG_BODIES.reskilling,
    hasAudio: true,
    audioUrl: podcast('6kHs0bFl5b7S9hNnS0J8Qx'),
    createdAt: '2025-02-18T08:00:00Z',
  },
  {
    slug: 'oee-is-not-a-strategy',
    title: 'OEE is not a strategy',
    date: 'February 4, 2025',
    category: 'automation',
    readTime: '4 min read',
    ...AUTHORS.mara,
    excerpt:
      'Overall equipment effectiveness is a useful lens and a poor target. What to measure instead when you sell outcomes.',
    image: 'blog/predictive-maintenance.svg',
    content: BLOG_BODIES.oee,
    createdAt: '2025-02-04T08:00:00Z',
  },
  {
    slug: 'data-products-for-service-teams',
    title: 'Data products for service teams, not dashboards for managers',
    date: 'January 21, 2025',
    category: 'ai',
    readTime: '6 min read',
    ...AUTHORS.julia,
    excerpt:
      'The field technician is the most important user of your data platform. Designing data products around the service visit.',
    image: 'blog/data-platform.svg',
    content: BLOG_BODIES.dataProducts,
    createdAt: '2025-01-21T08:00:00Z',
  },
  {
    slug: 'anomaly-detection-cold-chain',
    title: 'Anomaly detection in the cold chain: door openings, defrost cycles and false alarms',
    date: 'January 7, 2025',
    category: 'ai',
    readTime: '5 min read',
    ...AUTHORS.tobias,
    excerpt:
      'Temperature alarms in freezer warehouses are mostly noise. Context from doors, defrost and load cuts false alarms by an order of magnitude.',
    image: 'blog/energy.svg',
    content: BLOG_BODIES.coldChain,
    createdAt: '2025-01-07T08:00:00Z',
  },
  {
    slug: 'servitization-board-questions',
    title: 'Five questions your board will ask about servitization',
    date: 'December 10, 2024',
    category: 'strategy',
    readTime: '5 min read',
    ...AUTHORS.andrei,
    excerpt:
      'Revenue dips before it grows, the balance sheet changes and sales incentives break. Answers to prepare before the board meeting.',
    image: '',
    content: BLOG_BODIES.boardQuestions,
    createdAt: '2024-12-10T08:00:00Z',
  },
  {
    slug: 'computer-vision-quality-inspection',
    title: 'Computer vision for quality inspection: a buyer\u2019s checklist',
    date: 'November 26, 2024',
    category: 'ai',
    readTime: '6 min read',
    ...AUTHORS.mara,
    excerpt:
      'Lighting, labelled defects and the cost of a false reject matter more than the model. What to check before you sign with a vision vendor.',
    image: 'blog/robotics.svg',
    content: BLOG_BODIES.visionChecklist,
    createdAt: '2024-11-26T08:00:00Z',
  },
  {
    slug: 'partner-ecosystems-outcome-models',
    title: 'Nobody sells outcomes alone: building the partner ecosystem',
    date: 'November 12, 2024',
    category: 'innovation',
    readTime: '5 min read',
    ...AUTHORS.lucia,
    excerpt:
      'Financing partners, insurers, service contractors and software vendors each carry a piece of the risk. How to structure who does what.',
    image: 'blog/outcome-contracts.svg',
    content: BLOG_BODIES.partnerEcosystems,
    createdAt: '2024-11-12T08:00:00Z',
  },
  {
    slug: 'industrial-ai-field-notes-archive',
    title: 'Field notes: industrial AI projects we would run differently today',
    date: 'Winter 2023',
    category: 'ai',
    readTime: '4 min read',
    ...AUTHORS.andrei,
    excerpt:
      'An older collection of lessons from early projects, kept for the record: data access, ownership of models and the pilot trap.',
    image: 'blog/digital-twin.svg',
    content: BLOG_BODIES.fieldNotes,
    createdAt: '2023-12-15T08:00:00Z',
  },
];

export const BLOG_POSTS: BlogPostSeed[] = POSTS.map((post) => ({ ...post, published: true }));
