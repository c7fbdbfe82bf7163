import type { ServiceCard } from './types';

export const strategyCards: ServiceCard[] = [
  {
    title: 'Opportunity Assessment',
    description:
      'We find where an outcome-based offer creates the most value for you and your customers, and what it takes to get there.',
    weeks: '4-8',
    process: [
      'Interview sales, service and finance leaders',
      'Analyse installed base, service history and margins',
      'Map customer jobs and the outcomes they pay for',
      'Score candidate offers on value, risk and readiness',
      'Present a ranked shortlist with a go/no-go view',
    ],
    outcomes: [
      'A ranked list of outcome-based opportunities',
      'A readiness assessment of data, processes and people',
      'A clear recommendation for the first offer',
    ],
  },
  {
    title: 'Strategic Roadmapping',
    description:
      'We turn the chosen opportunity into a phased plan that aligns technology, organisation and commercial milestones.',
    weeks: '6-10',
    process: [
      'Define the target business model and offer',
      'Set phases, milestones and decision gates',
      'Plan technology, data and partner workstreams',
      'Align budgets, owners and governance',
      'Agree key metrics and the pilot scope',
    ],
    outcomes: [
      'A phased roadmap with owners and milestones',
      'A pilot plan with success criteria',
      'A governance model for the transformation',
    ],
  },
  {
    title: 'ROI Analysis',
    description:
      'We model the economics of the new offer so that pricing, risk and cash flow are understood before launch.',
    weeks: '3-6',
    process: [
      'Collect cost, usage and failure data',
      'Model revenue, cost and cash-flow scenarios',
      'Price risk, uptime and service commitments',
      'Stress-test assumptions with sensitivity analysis',
      'Review the business case with decision makers',
    ],
    outcomes: [
      'A business case with best, base and worst cases',
      'A pricing model your customers can understand',
      'A list of the risks that matter and how to cover them',
    ],
  },
  {
    title: 'Change Management',
    description:
      'We prepare your organisation to sell, deliver and support a service instead of a product.',
    weeks: '8-12',
    process: [
      'Assess the impact on roles, incentives and processes',
      'Design the target organisation and ways of working',
      'Plan communication for staff, partners and customers',
      'Coach leaders and early adopters',
      'Track adoption and adjust the plan',
    ],
    outcomes: [
      'Teams that understand and support the new model',
      'Sales incentives aligned with recurring revenue',
      'Processes ready for service delivery at scale',
    ],
  },
];
