import type { ServiceCard } from './types';

export const partnerEcosystemCards: ServiceCard[] = [
  {
    title: 'Ecosystem Strategy & Design',
    description:
      'We define which partners your as-a-service offer needs, from financiers to insurers and integrators, and what each gains.',
    weeks: '8-12',
    process: [
      'Map the value chain of the offer',
      'Identify the roles partners must fill',
      'Design value sharing and incentives',
      'Define the governance of the ecosystem',
      'Validate the design with key partners',
    ],
    outcomes: [
      'A clear ecosystem blueprint',
      'Fair, documented value sharing',
      'Early commitment from key partners',
    ],
  },
  {
    title: 'Partner Selection & Onboarding',
    description:
      'We find, assess and onboard the right partners and agree the commercial and technical terms.',
    weeks: '10-14',
    process: [
      'Create a long list of candidate partners',
      'Assess capabilities, fit and risk',
      'Negotiate commercial terms',
      'Agree technical and data interfaces',
      'Onboard partners with a joint plan',
    ],
    outcomes: [
      'Contracted partners for every role',
      'Agreed interfaces and data sharing',
      'A joint launch plan',
    ],
  },
  {
    title: 'Joint Offering Development',
    description:
      'We build the combined offer with your partners: bundled financing, insurance, service and technology.',
    weeks: '12-16',
    process: [
      'Define the joint value proposition',
      'Design the bundled contract and pricing',
      'Align delivery and support processes',
      'Prepare joint sales material',
      'Launch with pilot customers',
    ],
    outcomes: [
      'A market-ready joint offer',
      'Contracts that share risk sensibly',
      'First customers on the joint offer',
    ],
  },
  {
    title: 'Ecosystem Governance & Growth',
    description: 'We set up the routines that keep the ecosystem healthy and growing after launch.',
    weeks: '6-10',
    process: [
      'Set shared metrics and reporting',
      'Establish regular partner reviews',
      'Resolve friction and adjust terms',
      'Identify new partners and services',
      'Plan the next growth steps',
    ],
    outcomes: [
      'Transparent partner performance',
      'A stable, trusted partner network',
      'A pipeline of new joint offers',
    ],
  },
];
