import type { ServiceCard } from './types';

export const dltCards: ServiceCard[] = [
  {
    title: 'Smart Contract Development',
    description:
      'We encode usage, performance and payment terms in smart contracts that execute automatically and transparently.',
    weeks: '6-10',
    process: [
      'Translate contract terms into precise rules',
      'Design the contract architecture and data oracles',
      'Develop and unit-test the contracts',
      'Run an independent security review',
      'Deploy and monitor on the chosen network',
    ],
    outcomes: [
      'Audited smart contracts for your offer',
      'Automatic settlement of usage and performance',
      'Fewer billing disputes with customers',
    ],
  },
  {
    title: 'DLT Network Implementation',
    description:
      'We select, set up and operate the distributed ledger network that fits your partners and your compliance needs.',
    weeks: '8-12',
    process: [
      'Compare public, consortium and private options',
      'Design nodes, permissions and identity',
      'Set up the network and its environments',
      'Onboard the first partners',
      'Hand over operations with runbooks',
    ],
    outcomes: [
      'A running ledger network shared with partners',
      'Clear governance of who can see and write what',
      'An operations model your team can run',
    ],
  },
  {
    title: 'Tokenization',
    description:
      'We represent machines, capacity or usage rights as digital tokens to open new financing and trading options.',
    weeks: '5-9',
    process: [
      'Identify assets and rights worth tokenizing',
      'Check the regulatory framework',
      'Design the token model and its lifecycle',
      'Build issuance, transfer and redemption',
      'Pilot with a first group of assets',
    ],
    outcomes: [
      'A compliant token model for your assets',
      'New ways to finance your installed base',
      'A working pilot with real assets',
    ],
  },
  {
    title: 'Blockchain Integration & Security',
    description:
      'We connect the ledger to your ERP, IoT platform and billing systems and keep the whole chain secure.',
    weeks: '7-11',
    process: [
      'Map the systems and data flows to connect',
      'Build integration services and adapters',
      'Secure keys, identities and endpoints',
      'Test end to end with real transactions',
      'Set up monitoring and incident response',
    ],
    outcomes: [
      'Ledger data flowing into business systems',
      'Key management that meets security standards',
      'Monitoring that catches issues early',
    ],
  },
];
