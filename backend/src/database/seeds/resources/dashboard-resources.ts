import type { ResourceCategory } from '@fabrion/shared';

export interface ResourceSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Rich HTML (sanitised when served). */
  content: string | null;
  category: ResourceCategory;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Path in the public `uploads` bucket. */
  image: string | null;
  /** File in the private resources folder (`backend/private-files/resources`). */
  fileUrl: string | null;
}

/** The member library's first edition: our own case studies, flyers and canvases. */
export const DASHBOARD_RESOURCES: ResourceSeed[] = [
  {
    slug: 'press-builder-uptime-subscription',
    title: 'From selling presses to selling uptime',
    excerpt:
      'How a mid-sized press builder turned condition monitoring into a guaranteed-availability subscription and grew recurring revenue to 22 % in three years.',
    content: `<h2>The starting point</h2>
<p>A family-owned builder of servo presses (420 employees) earned 9 % of its revenue from service, almost all of it from emergency call-outs. Customers bought a press every ten years and called only when it stopped.</p>
<h2>What changed</h2>
<ul>
<li>Vibration, motor current and hydraulic pressure sensors on 140 installed presses, streamed over OPC UA to a shared data platform.</li>
<li>A remaining-useful-life model for the main bearings and the hydraulic pumps, retrained monthly.</li>
<li>A subscription priced per guaranteed production hour, with a 97 % availability commitment and a penalty band below it.</li>
</ul>
<h2>Results after three years</h2>
<p>Unplanned downtime at subscribed customers fell by 41 %. Recurring revenue reached 22 % of sales, and field engineers now spend 60 % of their visits on planned work instead of emergencies.</p>
<p>The hardest part was not the model: it was agreeing with customers which downtime counts against the guarantee. Write that definition first.</p>`,
    category: 'Case Study',
    date: '2026-09-18',
    image: 'blog/predictive-maintenance.svg',
    fileUrl: null,
  },
  {
    slug: 'compressed-air-pay-per-cubic-metre',
    title: 'Compressed air, billed per cubic metre',
    excerpt:
      'A compressor maker moved 30 industrial customers from buying machines to paying for delivered air, and cut their energy use by 18 %.',
    content: `<h2>The offer</h2>
<p>Instead of selling compressors, the manufacturer installs, owns and runs them on the customer's site and invoices each cubic metre of air delivered at the agreed pressure.</p>
<h2>The data behind the invoice</h2>
<p>Calibrated flow meters and an edge gateway per station send readings every ten seconds. The invoice is built from the same data the customer sees on their dashboard, which removed almost every billing dispute.</p>
<h2>Why energy fell</h2>
<p>Because the maker now pays the electricity bill inside its price, it finally had a reason to fix leaks, lower set-point pressure and stage compressors by demand. Energy per cubic metre fell 18 % across the fleet.</p>`,
    category: 'Case Study',
    date: '2026-07-02',
    image: 'blog/energy.svg',
    fileUrl: null,
  },
  {
    slug: 'cold-storage-performance-contract',
    title: 'A performance-based contract for cold storage',
    excerpt:
      'A refrigeration integrator and a food logistics group agreed on temperature compliance, not equipment, as the thing being bought. What the contract measures and how.',
    content: `<h2>The contract in one sentence</h2>
<p>The integrator is paid for every hour each of the 14 cold rooms stays within ±1 °C of its set point, with a bonus for energy below a baseline and a penalty for every excursion longer than 20 minutes.</p>
<h2>Key performance indicators</h2>
<ul>
<li>Temperature compliance per room and hour, from two independent probes.</li>
<li>Energy intensity in kWh per pallet position and day.</li>
<li>Mean time to restore after an alarm.</li>
</ul>
<h2>Lessons</h2>
<p>Both parties signed a data-sharing annex before the commercial terms: who owns the readings, how long they are kept, and how a disputed hour is settled. It saved months in the negotiation.</p>`,
    category: 'Case Study',
    date: '2026-04-21',
    image: 'case-studies/cold-storage.svg',
    fileUrl: null,
  },
  {
    slug: 'welding-cells-robotics-as-a-service',
    title: 'Welding cells as a service for a trailer maker',
    excerpt:
      'Robotics-as-a-service let a trailer manufacturer automate two welding lines without a capital budget, paying per welded metre.',
    content: `<h2>The constraint</h2>
<p>The plant could not hire enough certified welders, but its board would not approve a capital project for robots with a five-year payback.</p>
<h2>The model</h2>
<p>A robotics partner installed four welding cells and charges per metre of accepted weld seam, with a minimum monthly volume. Maintenance, programming of new variants and spare parts are included.</p>
<h2>Outcome</h2>
<p>Output per shift rose 35 %, rework on seams fell from 6 % to under 2 %, and the welders who stayed now program and supervise the cells.</p>`,
    category: 'Case Study',
    date: '2026-02-10',
    image: 'blog/robotics.svg',
    fileUrl: null,
  },
  {
    slug: 'industrial-ai-readiness-flyer',
    title: 'Industrial AI readiness check: the flyer',
    excerpt:
      'A one-page overview of our four readiness assessments, what each measures and what you get at the end, to share with your management team.',
    content: `<p>This flyer summarises the four self-assessments in the portal: digital transformation, machine-as-a-service, performance-based contracts and robotics-as-a-service.</p>
<p>Each takes about five minutes and scores four domains out of 25. Print it or forward it to the colleagues who should take the assessments with you.</p>`,
    category: 'Flyer',
    date: '2026-10-05',
    image: 'blog/data-platform.svg',
    fileUrl: 'industrial-ai-readiness-flyer.pdf',
  },
  {
    slug: 'predictive-maintenance-in-90-days-flyer',
    title: 'Predictive maintenance in 90 days',
    excerpt:
      'Our fixed-scope pilot: one critical asset, three months, a working failure prediction and a business case your controller will accept.',
    content: `<h2>What the pilot covers</h2>
<ul>
<li>Weeks 1–3: choose the asset with the costliest downtime, install or tap sensors, collect history.</li>
<li>Weeks 4–9: build and validate a failure model with your maintenance team.</li>
<li>Weeks 10–13: run it live, count the avoided stops, write the business case for rollout.</li>
</ul>
<p>Fixed price, and the model and data stay yours.</p>`,
    category: 'Flyer',
    date: '2026-08-14',
    image: 'blog/predictive-maintenance.svg',
    fileUrl: null,
  },
  {
    slug: 'digital-twin-workshop-flyer',
    title: 'Digital twin workshop for production managers',
    excerpt:
      'A one-day, on-site workshop that maps one production line into a first digital twin and shows where simulation pays off.',
    content: `<p>In one day, with your line's layout, cycle times and shift data, we build a simple simulation of the line together and test three of your own what-if questions: a new product mix, an extra shift, a bottleneck machine replaced.</p>
<p>You leave with the model, the findings and a list of the data you would need for a live twin.</p>`,
    category: 'Flyer',
    date: '2026-05-30',
    image: 'blog/digital-twin.svg',
    fileUrl: null,
  },
  {
    slug: 'data-platform-for-mid-sized-plants-flyer',
    title: 'A data platform sized for mid-sized plants',
    excerpt:
      'What a practical industrial data platform looks like for a plant with 50 to 500 machines: components, costs and the first three use cases.',
    content: `<p>Most plants do not need a data lake. They need machine data collected reliably, kept with context (order, product, shift) and made available to the people who fix problems.</p>
<ul>
<li>Edge collection over OPC UA and MQTT.</li>
<li>A time-series database with a retention policy per signal.</li>
<li>Dashboards for shift leaders and an API for data scientists.</li>
</ul>`,
    category: 'Flyer',
    date: '2026-03-12',
    image: 'blog/data-platform.svg',
    fileUrl: null,
  },
  {
    slug: 'machine-as-a-service-business-model-canvas',
    title: 'Machine-as-a-service business model canvas',
    excerpt:
      'A printable canvas to design a machine-as-a-service offer: value unit, pricing metric, risk split, data flows and the service organisation behind it.',
    content: `<h2>How to use the canvas</h2>
<p>Work through the nine fields with sales, service and finance in the room. Start with the <strong>value unit</strong>: what the customer actually wants to buy (parts produced, hours available, litres pumped). Everything else follows from it.</p>
<ol>
<li>Value unit and pricing metric</li>
<li>Guarantees and penalty bands</li>
<li>Data needed to measure and invoice</li>
<li>Risks you take on, and how you hedge them</li>
<li>Financing of the installed base</li>
</ol>
<p>Download the PDF below and print it in A3.</p>`,
    category: 'Canvas',
    date: '2026-10-20',
    image: 'blog/outcome-contracts.svg',
    fileUrl: 'maas-business-model-canvas.pdf',
  },
  {
    slug: 'performance-contract-kpi-canvas',
    title: 'Performance contract KPI canvas',
    excerpt:
      'Define the handful of indicators a performance-based contract pays on: how each is measured, who owns the data and how disputes are settled.',
    content: `<p>For each indicator the canvas asks five questions: what exactly is measured, by which device, how often, who can see the raw data, and what happens when a reading is missing.</p>
<p>Contracts that answer these questions before signing rarely end in a dispute over the invoice.</p>`,
    category: 'Canvas',
    date: '2026-06-08',
    image: 'blog/outcome-contracts.svg',
    fileUrl: null,
  },
  {
    slug: 'ai-use-case-prioritisation-canvas',
    title: 'AI use case prioritisation canvas',
    excerpt:
      'Score your candidate AI use cases on value, data readiness and effort on a single page, and pick the two worth a pilot this year.',
    content: `<p>List every idea your teams bring, then rate each from 1 to 5 on business value, data available today, and effort to run it in production. Plot them: the top-right quadrant is where pilots belong.</p>
<p>Revisit the canvas every quarter; data readiness changes faster than people expect.</p>`,
    category: 'Canvas',
    date: '2026-01-27',
    image: 'blog/data-platform.svg',
    fileUrl: null,
  },
  {
    slug: 'robot-cell-roi-canvas',
    title: 'Robot cell return-on-investment canvas',
    excerpt:
      'Compare buying a robot cell with renting it as a service: cash flow, utilisation risk and the break-even volume, side by side.',
    content: null,
    category: 'Canvas',
    date: '2025-11-03',
    image: 'blog/robotics.svg',
    fileUrl: null,
  },
];
