import type { ServiceCard } from './types';

export const digitalTwinCards: ServiceCard[] = [
  {
    title: 'Asset Digital Twin Development',
    description:
      'We build a living virtual model of your machine that reflects its real condition from sensor data.',
    weeks: '8-12',
    process: [
      'Select the asset and the questions the twin answers',
      'Combine engineering models with sensor data',
      'Build the twin and its visualisation',
      'Calibrate against real behaviour',
      'Hand over with operating guidance',
    ],
    outcomes: [
      'A validated twin of your asset',
      'Real-time insight into condition and usage',
      'A basis for predictive services',
    ],
  },
  {
    title: 'Process Simulation',
    description:
      'We simulate lines, plants or logistics flows to test changes before they cost money on the shop floor.',
    weeks: '6-10',
    process: [
      'Define scope, scenarios and key figures',
      'Model the process and its constraints',
      'Validate the model with historical data',
      'Run and compare scenarios',
      'Recommend the best option',
    ],
    outcomes: [
      'Decisions tested before investment',
      'Bottlenecks found and quantified',
      'A reusable simulation model',
    ],
  },
  {
    title: 'Performance Prediction & What-If Analysis',
    description:
      'We use the twin to predict performance under new contracts, loads or maintenance plans.',
    weeks: '5-9',
    process: [
      'Agree the scenarios that matter commercially',
      'Extend the twin with prediction models',
      'Run what-if analyses',
      'Translate results into risk and price',
      'Review findings with decision makers',
    ],
    outcomes: [
      'Predicted performance for each scenario',
      'Safer uptime and output commitments',
      'Better maintenance and capacity plans',
    ],
  },
  {
    title: 'Twin Platform Integration',
    description:
      'We connect the twin with your IoT, maintenance and business systems so its insights drive daily work.',
    weeks: '7-11',
    process: [
      'Map the systems the twin must feed',
      'Build the integrations and APIs',
      'Automate alerts and recommendations',
      'Test the integrated workflow',
      'Scale to further assets',
    ],
    outcomes: [
      'Twin insights in everyday tools',
      'Automated actions on predicted issues',
      'A path to a fleet of twins',
    ],
  },
];
