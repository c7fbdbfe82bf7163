/** The twelve industries of the spec, in order; the slug names the image and the label key. */
export const INDUSTRIES = [
  'industrial-machinery',
  '3d-printing',
  'robotic-solutions',
  'energy',
  'data-centers',
  'government-facilities',
  'distribution-centers',
  'cold-storage',
  'micro-fulfillment',
  'retail',
  'food-agriculture',
  'logistics-transportation',
] as const;

export const INDUSTRY_PLACEHOLDER = '/images/industries/placeholder.svg';

export const industryImage = (slug: string) => `/images/industries/${slug}.svg`;

/** The six process steps, in order. */
export const PROCESS_STEPS = [
  'discovery',
  'design',
  'integration',
  'optimization',
  'training',
  'support',
] as const;

export const TECHNOLOGIES = ['iot', 'ai', 'analytics', 'digitalTwin', 'dlt', 'cloud'] as const;

/** Tool logos of the home strip (brand names are not translated). */
export const TOOLS = [
  { slug: 'aws-iot', name: 'AWS IoT', width: 137 },
  { slug: 'azure-iot', name: 'Azure IoT', width: 159 },
  { slug: 'apache-kafka', name: 'Apache Kafka', width: 192 },
  { slug: 'grafana', name: 'Grafana', width: 137 },
  { slug: 'power-bi', name: 'Power BI', width: 148 },
  { slug: 'tensorflow', name: 'TensorFlow', width: 170 },
  { slug: 'node-red', name: 'Node-RED', width: 148 },
  { slug: 'hyperledger-fabric', name: 'Hyperledger Fabric', width: 258 },
  { slug: 'ethereum', name: 'Ethereum', width: 148 },
  { slug: 'influxdb', name: 'InfluxDB', width: 148 },
  { slug: 'databricks', name: 'Databricks', width: 170 },
  { slug: 'python', name: 'Python', width: 126 },
] as const;

export const toolLogo = (slug: string) => `/images/tools/${slug}.svg`;

/** Home logo strip speed (spec §9). */
export const TOOLS_PX_PER_FRAME = 0.5;

/** How far a case-study carousel arrow scrolls (spec §9). */
export const CAROUSEL_STEP_PX = 350;

/** Delay before a URL hash scrolls to its section (spec §9). */
export const HASH_SCROLL_DELAY_MS = 100;

/** Where the podcast's episodes are published. */
export const PODCAST_URL = 'https://www.youtube.com/@fabrion';
