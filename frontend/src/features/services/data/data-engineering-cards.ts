import type { ServiceCard } from './types';

export const dataEngineeringCards: ServiceCard[] = [
  {
    title: 'IoT Connectivity & Edge Setup',
    description:
      'We connect machines and sensors securely, on new and existing equipment, and process data at the edge where it pays off.',
    weeks: '6-10',
    process: [
      'Survey machines, controllers and networks',
      'Select sensors, gateways and protocols',
      'Install and configure edge devices',
      'Secure device identity and communication',
      'Verify data quality at the source',
    ],
    outcomes: [
      'Machines reliably connected',
      'Secure, managed edge devices',
      'Clean data from the shop floor',
    ],
  },
  {
    title: 'Data Pipeline Development',
    description:
      'We build pipelines that move machine data from the edge to the cloud, reliably and at the right speed.',
    weeks: '5-9',
    process: [
      'Define data contracts and latency needs',
      'Design streaming and batch flows',
      'Build ingestion and transformation jobs',
      'Add monitoring, alerting and retries',
      'Load-test and document the pipelines',
    ],
    outcomes: [
      'Pipelines that deliver data on time',
      'Visibility of data flow health',
      'A documented, maintainable codebase',
    ],
  },
  {
    title: 'Industrial Data Platform',
    description:
      'We set up the central platform that stores, models and serves your industrial data to every team.',
    weeks: '7-12',
    process: [
      'Choose platform and storage technologies',
      'Model assets, events and time series',
      'Set up environments and access control',
      'Migrate historical data',
      'Publish data products for consumers',
    ],
    outcomes: [
      'One platform for all machine data',
      'Consistent asset and event models',
      'Controlled, auditable data access',
    ],
  },
  {
    title: 'Enterprise System Integration',
    description:
      'We connect IoT data with ERP, CRM, service and billing systems so usage turns into invoices and actions.',
    weeks: '8-14',
    process: [
      'Map business processes and systems',
      'Design integration patterns and APIs',
      'Build and test integrations',
      'Automate usage-based billing flows',
      'Run a controlled go-live',
    ],
    outcomes: [
      'Usage data in your billing and ERP',
      'Service tickets triggered by machine events',
      'Less manual work between systems',
    ],
  },
];
