import type { CaseStudyInputDto } from '../../../modules/content/case-studies/dto/case-study-input.dto';

export type CaseStudySeed = CaseStudyInputDto & { createdAt: string };

/**
 * Client stories across the categories, so that several display groups appear (Manufacturing/
 * Logistics, Retail/E-Commerce, Finance/SaaS, Healthcare, Hospitality, HR Technology, Technology).
 * Images: relative paths (public storage), one root-relative, two empty (the default image).
 */
export const CASE_STUDIES: CaseStudySeed[] = [
  {
    caseId: 'press-line-uptime-as-a-service',
    title: 'Selling uptime instead of presses',
    client: 'Karlsberg Stanztechnik GmbH',
    category: 'Manufacturing',
    description:
      'A mid-sized press builder moved its largest customers from one-off machine sales to a guaranteed-uptime subscription, backed by condition monitoring on 46 hydraulic presses.',
    challenge:
      'Karlsberg sold 400- to 2,000-tonne hydraulic presses with a two-year warranty and then lost sight of them. Service revenue was reactive and unpredictable, and two automotive customers were asking for availability guarantees that nobody could price. Vibration and pressure data existed in the PLCs but was never collected.',
    solution:
      'We retrofitted an edge gateway to each press, streaming hydraulic pressure, oil temperature and main-motor vibration over OPC UA into a time-series store. A failure model for pumps and valves, trained on four years of service tickets, predicts faults 9 to 14 days ahead. On top of it we designed a three-tier uptime subscription (95, 97 and 98.5 % availability) with a monthly fee per press, penalties capped at one month, and a service playbook for the field team.',
    results: [
      '18 % of annual revenue now recurring, up from 4 %',
      'Unplanned downtime down 41 % across the monitored fleet',
      'Spare-parts stock reduced by EUR 1.2 million',
      'Two automotive framework contracts won on guaranteed availability',
    ],
    technologies: [
      'OPC UA',
      'Edge gateways',
      'TimescaleDB',
      'Python',
      'Gradient boosting',
      'Power BI',
      'Azure IoT Hub',
    ],
    image: 'case-studies/press-line.svg',
    createdAt: '2025-06-12T09:00:00Z',
    published: true,
  },
  {
    caseId: 'pay-per-pallet-cold-storage',
    title: 'Pay-per-pallet automation in a cold-chain hub',
    client: 'NorthBay Cold Logistics',
    category: 'Logistics',
    description:
      'An automated storage system at minus 25 °C, financed and billed per pallet moved rather than bought, with energy and throughput tracked in one shared ledger.',
    challenge:
      'NorthBay needed 6,000 more frozen pallet positions but could not justify an EUR 11 million capital expense on volumes that swing 60 % between seasons. The automation vendor was willing to finance the system only if usage could be measured in a way both sides trusted.',
    solution:
      'We defined the billable unit (a pallet stored or retrieved, with dwell-time bands), instrumented the cranes and conveyors, and built a metering service whose monthly statement both companies sign off automatically. Energy per pallet is measured per aisle, so the contract also shares the savings of night-time pre-cooling.',
    results: [
      'No upfront capital expense for 6,000 pallet positions',
      'Cost per pallet 22 % below the previous manual operation at peak season',
      'Monthly billing disputes went from three or four to zero',
      'Energy per pallet down 17 % after load shifting',
    ],
    technologies: [
      'Industrial IoT',
      'Metering service',
      'Kafka',
      'PostgreSQL',
      'Hyperledger Fabric',
      'Grafana',
    ],
    image: 'case-studies/cold-storage.svg',
    createdAt: '2025-05-20T09:00:00Z',
    published: true,
  },
  {
    caseId: 'shelf-availability-analytics',
    title: 'Fewer empty shelves across 140 grocery stores',
    client: 'Mercado Verde',
    category: 'Retail',
    description:
      'Store-level demand forecasts and replenishment alerts cut out-of-stocks on fresh produce and gave store managers a ten-minute morning routine.',
    challenge:
      'Fresh produce was out of stock in one of eight store visits at peak hours, while waste ran at 9 % of sales. Orders were placed by each store manager from experience; the central team had POS data but no way to turn it into daily decisions.',
    solution:
      'We combined POS, delivery and weather data into daily forecasts per store and article, and built a replenishment assistant that proposes orders and flags likely gaps before opening. Managers approve or adjust the proposal in a tablet app; their corrections feed back into the model.',
    results: [
      'Out-of-stocks on fresh produce down from 12 % to 5 %',
      'Waste down 2.3 percentage points of sales',
      'Ordering time per store down from 50 to 10 minutes a day',
    ],
    technologies: ['Demand forecasting', 'LightGBM', 'dbt', 'Snowflake', 'React Native'],
    image: '/storage/v1/object/public/uploads/case-studies/retail-shelves.svg',
    createdAt: '2025-04-02T09:00:00Z',
    published: true,
  },
  {
    caseId: 'usage-based-equipment-leasing',
    title: 'A usage-based billing engine for an equipment lessor',
    client: 'Danubia Equipment Finance',
    category: 'Finance',
    description:
      'A leasing company launched pay-per-use contracts for CNC machines, with billing driven by spindle hours read from the machines themselves.',
    challenge:
      'Danubia\u2019s customers, small machine shops, wanted to pay for CNC capacity when orders came in, not a flat monthly lease. Risk and finance teams had no data to price utilisation risk and no system that could bill variable amounts.',
    solution:
      'We connected 120 leased machines through a low-cost gateway reading spindle hours and alarms, built a utilisation model that prices a minimum commitment plus a per-hour rate, and delivered a billing service that feeds the existing ERP. Credit risk now sees live utilisation per customer.',
    results: [
      'New pay-per-use product launched in five months',
      '31 contracts signed in the first year, 40 % with new customers',
      'Arrears down by a third on usage-based contracts',
    ],
    technologies: [
      'MTConnect',
      'Usage metering',
      'Pricing models',
      'Node.js',
      'SAP S/4HANA integration',
    ],
    image: 'case-studies/leasing.svg',
    createdAt: '2025-02-17T09:00:00Z',
    published: true,
  },
  {
    caseId: 'sterilisation-digital-twin',
    title: 'A digital twin of a hospital sterilisation department',
    client: 'St. Agnes Regional Hospital',
    category: 'Healthcare',
    description:
      'A simulation of instrument flows let a hospital plan its new sterilisation department and cut surgery delays caused by missing instrument sets.',
    challenge:
      'Surgeries started late about twice a week because instrument sets were not ready. The hospital was about to invest in two more washer-disinfectors without knowing whether machines, staff or scheduling were the bottleneck.',
    solution:
      'We modelled the department as a discrete-event simulation fed by six months of tracking scans and machine logs, then tested scenarios with the team: shift patterns, batch rules, a third autoclave, and set standardisation with the surgical departments.',
    results: [
      'Late starts caused by instrument sets down 70 %',
      'One washer-disinfector instead of two: EUR 180,000 saved',
      'The model is now used before every change in the OR schedule',
    ],
    technologies: [
      'Digital twin',
      'Discrete-event simulation',
      'SimPy',
      'Barcode tracking data',
      'Streamlit',
    ],
    image: '',
    createdAt: '2024-12-09T09:00:00Z',
    published: true,
  },
  {
    caseId: 'solar-performance-contract',
    title: 'Performance-based O&M for a rooftop solar fleet',
    client: 'Helio Parks Iberia',
    category: 'Energy',
    description:
      'An operator of 310 rooftop installations moved its maintenance contractors to pay-for-performance, measured by a shared, tamper-evident production record.',
    challenge:
      'Maintenance was paid per visit, so nobody was rewarded for keeping panels producing. Production data sat in four inverter portals, and disputes about curtailment and weather took weeks to settle.',
    solution:
      'We unified inverter, irradiance and curtailment data, defined an expected-yield model per site, and wrote performance contracts that pay contractors on the ratio of actual to expected energy. Daily yield figures are anchored in a permissioned ledger so that both sides read the same numbers.',
    results: [
      'Fleet performance ratio up from 78 % to 84 %',
      'Average fault-to-repair time down from 11 to 3 days',
      'Contract disputes settled from the shared record, without audits',
    ],
    technologies: [
      'SCADA integration',
      'Expected-yield modelling',
      'Hyperledger Besu',
      'Apache Airflow',
      'Python',
    ],
    image: 'case-studies/solar.svg',
    createdAt: '2024-10-28T09:00:00Z',
    published: true,
  },
  {
    caseId: 'hotel-hvac-energy-as-a-service',
    title: 'Energy-as-a-service for a hotel group\u2019s HVAC',
    client: 'Alpina Hotels',
    category: 'Hospitality',
    description:
      'Twelve Alpine hotels replaced aging heating and cooling plants under an energy-as-a-service contract paid from guaranteed savings.',
    challenge:
      'The group\u2019s boilers and chillers were 20 years old, energy costs had doubled, and the owners would not fund a EUR 4 million replacement during a refurbishment cycle.',
    solution:
      'We sized the new plants from a year of metered data, structured an energy-as-a-service agreement in which a partner finances and operates the equipment, and set up occupancy-aware control that pre-heats rooms from the booking system.',
    results: [
      'Energy cost per occupied room down 29 %',
      'CO2 emissions down 1,100 tonnes a year',
      'Zero capital expense for the hotel owners',
    ],
    technologies: [
      'Building automation',
      'BACnet',
      'Occupancy forecasting',
      'Energy savings contracts',
    ],
    image: 'case-studies/hotel.svg',
    createdAt: '2024-09-16T09:00:00Z',
    published: true,
  },
  {
    caseId: 'maintenance-technician-reskilling',
    title: 'Reskilling 300 maintenance technicians for connected machines',
    client: 'Technika Skills',
    category: 'HR Technology',
    description:
      'A training provider and three manufacturers built a skills programme that takes mechanical technicians to confident users of condition-monitoring data.',
    challenge:
      'Plants had installed sensors and dashboards, but technicians did not trust the alerts and kept to their inspection rounds. Training offers were either generic IT courses or vendor-specific and short.',
    solution:
      'We mapped the skills each role needs, built a blended programme (shop-floor labs with real faulty bearings, short online modules, and coached work on live alerts), and gave the HR platform a skills matrix that links learning to alert-handling data.',
    results: [
      '300 technicians certified in 14 months',
      'Alerts acted upon within a shift up from 35 % to 88 %',
      'Two plants now run condition-based instead of calendar-based maintenance',
    ],
    technologies: [
      'Skills matrix',
      'Learning platform integration',
      'Vibration analysis labs',
      'CMMS data',
    ],
    image: '',
    createdAt: '2024-07-08T09:00:00Z',
    published: true,
  },
  {
    caseId: 'robot-as-a-service-micro-fulfillment',
    title: 'Robot-as-a-service for an urban micro-fulfillment network',
    client: 'Quickbasket',
    category: 'E-Commerce',
    description:
      'A grocery delivery start-up scaled from two to nine micro-fulfillment centres with picking robots rented per order line, not bought.',
    challenge:
      'Quickbasket\u2019s volumes doubled every quarter, but a fixed robot fleet per site would either choke at peak or sit idle at night. Investors would not fund hardware ahead of demand.',
    solution:
      'We negotiated a robot-as-a-service model with the robot maker, priced per order line with a floor and a cap, and built the fleet telemetry that moves robots between sites ahead of demand peaks.',
    results: [
      'Seven new sites opened without buying a robot',
      'Cost per order line 19 % lower than the owned-fleet plan',
      'Robot utilisation above 70 % across the network',
    ],
    technologies: [
      'Fleet telemetry',
      'Robot-as-a-service contracts',
      'Demand forecasting',
      'Go',
      'MQTT',
    ],
    image: 'case-studies/robots.svg',
    createdAt: '2024-05-27T09:00:00Z',
    published: true,
  },
  {
    caseId: 'data-center-cooling-twin',
    title: 'Cooling optimisation in a Nordic data center',
    client: 'Vantaa DataHalls',
    category: 'Data Centers',
    description:
      'A thermal digital twin of two data halls found safe set-points that cut cooling energy while the colocation SLA stayed intact.',
    challenge:
      'Cooling ran conservatively because nobody could predict hot spots after rack moves. PUE stood at 1.42 in a climate where free cooling should do far better.',
    solution:
      'We calibrated a thermal model of both halls with 1,800 temperature sensors and CRAH telemetry, then ran an optimiser that proposes set-points and airflow changes and checks them against the model before operators apply them.',
    results: [
      'PUE down from 1.42 to 1.24',
      'Cooling energy down 38 %',
      'No SLA breach during the rollout',
    ],
    technologies: [
      'Digital twin',
      'CFD calibration',
      'Reinforcement learning',
      'Modbus',
      'InfluxDB',
    ],
    image: 'case-studies/data-center.svg',
    createdAt: '2024-03-11T09:00:00Z',
    published: true,
  },
];
