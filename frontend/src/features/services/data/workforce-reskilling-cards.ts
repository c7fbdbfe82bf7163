import type { ServiceCard } from './types';

export const workforceReskillingCards: ServiceCard[] = [
  {
    title: 'Skills Gap Assessment',
    description:
      'We measure the data, digital and service skills your teams have today against what the new model needs.',
    weeks: '3-6',
    process: [
      'Define the target roles and skills',
      'Survey and interview teams',
      'Assess skill levels per role',
      'Prioritise the gaps that block the business',
      'Recommend learning paths',
    ],
    outcomes: [
      'A skills map of your organisation',
      'Prioritised gaps with business impact',
      'A learning plan per role',
    ],
  },
  {
    title: 'Data & Digital Literacy Program',
    description:
      'We teach managers and operators to read, question and use data in their daily decisions.',
    weeks: '6-12',
    process: [
      'Tailor content to your data and tools',
      'Run interactive workshops',
      'Practise on real business cases',
      'Support with coaching between sessions',
      'Assess progress and certify',
    ],
    outcomes: [
      'Teams confident with data',
      'Better, faster decisions on the floor',
      'Internal champions for further learning',
    ],
  },
  {
    title: 'Service Sales & Delivery Training',
    description:
      'We train sales and service teams to sell outcomes, manage contracts and deliver on uptime promises.',
    weeks: '8-16',
    process: [
      'Analyse current sales and service practice',
      'Design training on value selling and contracts',
      'Run role plays with real customer cases',
      'Coach teams during live opportunities',
      'Measure win rates and service quality',
    ],
    outcomes: [
      'Sales teams that sell outcomes, not machines',
      'Service teams that manage commitments',
      'Higher win rates for service contracts',
    ],
  },
  {
    title: 'Academy & Continuous Learning',
    description:
      'We help you build an internal academy that keeps skills growing as technology and offers evolve.',
    weeks: '10-20',
    process: [
      'Define the academy vision and curriculum',
      'Select platforms and formats',
      'Train internal trainers',
      'Launch the first learning tracks',
      'Measure impact and evolve the curriculum',
    ],
    outcomes: [
      'A running internal academy',
      'Trainers from your own teams',
      'Skills that keep pace with the business',
    ],
  },
];
