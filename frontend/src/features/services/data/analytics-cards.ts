import type { ServiceCard } from './types';

export const analyticsCards: ServiceCard[] = [
  {
    title: 'Predictive Maintenance Setup',
    description:
      'We use sensor and service data to predict failures before they stop a machine, the basis of any uptime promise.',
    weeks: '3-6',
    process: [
      'Select critical assets and failure modes',
      'Collect and label sensor and service history',
      'Train and validate prediction models',
      'Connect alerts to service workflows',
      'Measure prevented downtime and tune',
    ],
    outcomes: [
      'Failure warnings days or weeks in advance',
      'Less unplanned downtime',
      'Service visits planned instead of rushed',
    ],
  },
  {
    title: 'Advanced Analytics Implementation',
    description:
      'We build the analytics platform and models that turn fleet data into pricing, planning and product decisions.',
    weeks: '6-10',
    process: [
      'Define the questions the business must answer',
      'Design the analytics architecture',
      'Build data models and feature pipelines',
      'Develop and validate analytical models',
      'Deploy and document for your team',
    ],
    outcomes: [
      'A scalable analytics platform',
      'Models embedded in daily decisions',
      'A team able to extend the work',
    ],
  },
  {
    title: 'Operational Performance Analytics',
    description:
      'We measure how machines and processes really perform, so you can commit to outcomes with confidence.',
    weeks: '5-9',
    process: [
      'Define performance indicators such as OEE',
      'Connect machine and production data',
      'Build baselines and benchmarks',
      'Find the drivers of losses',
      'Set targets and track improvements',
    ],
    outcomes: [
      'A trusted view of real performance',
      'The top loss drivers, quantified',
      'Targets you can build contracts on',
    ],
  },
  {
    title: 'Business Intelligence Dashboards',
    description:
      'We give management, service teams and customers dashboards that show usage, performance and value at a glance.',
    weeks: '4-8',
    process: [
      'Interview the people who will use the dashboards',
      'Design metrics and layouts',
      'Build data models and dashboards',
      'Test with users and refine',
      'Roll out with training and ownership',
    ],
    outcomes: [
      'Dashboards for each audience',
      'One version of the truth on usage and value',
      'Customer-facing reports that support renewals',
    ],
  },
];
