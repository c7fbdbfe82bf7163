import type { ServiceCard } from './types';

export const managedOptimizationCards: ServiceCard[] = [
  {
    title: 'Performance Monitoring Setup',
    description:
      'We set up continuous monitoring of your connected assets and the service levels you promised.',
    weeks: '2-4',
    process: [
      'Agree service levels and key figures',
      'Connect monitoring to your data platform',
      'Configure alerts and escalation paths',
      'Build the operations dashboard',
      'Start regular reporting',
    ],
    outcomes: [
      'Live view of assets and service levels',
      'Alerts before commitments are at risk',
      'Monthly performance reports',
    ],
  },
  {
    title: 'Continuous Improvement Program',
    description:
      'We run a structured improvement cycle that lifts uptime, efficiency and margins month after month.',
    weeks: '4-8',
    process: [
      'Review performance data with your team',
      'Find and rank improvement opportunities',
      'Implement changes in short cycles',
      'Measure the effect of each change',
      'Standardise what works',
    ],
    outcomes: [
      'Measurable gains every cycle',
      'A backlog of ranked improvements',
      'Improvement built into routines',
    ],
  },
  {
    title: 'Model & Algorithm Tuning',
    description:
      'We keep prediction and pricing models accurate as machines, usage and markets change.',
    weeks: '3-7',
    process: [
      'Monitor model accuracy and drift',
      'Collect new training data',
      'Retrain and validate models',
      'Deploy updates safely',
      'Document changes and results',
    ],
    outcomes: [
      'Models that stay accurate',
      'Fewer false alarms and missed failures',
      'Pricing that reflects real risk',
    ],
  },
  {
    title: 'Managed Operations & Support',
    description:
      'We operate the platform and its integrations for you, with clear service levels and a single point of contact.',
    weeks: '6-10',
    process: [
      'Agree scope, service levels and handover',
      'Take over operations with runbooks',
      'Handle incidents and changes',
      'Report on service and costs',
      'Plan capacity and upgrades',
    ],
    outcomes: [
      'Reliable operations without extra headcount',
      'Predictable costs and service levels',
      'A platform that keeps up with growth',
    ],
  },
];
