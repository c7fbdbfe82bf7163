/**
 * The shipped masterclass: "From Machines to Outcomes", moving a manufacturer to outcome-based
 * business models. Fixed ids so links, tests and progress survive a re-seed. Video links are the
 * course's YouTube uploads, in both the watch and the short form; one lesson has no video yet.
 */
export interface SeedLesson {
  id: string;
  title: string;
  description: string;
  duration: string;
  videoUrl: string | null;
  thumbnail: string | null;
  transcript: string;
}

export interface SeedSection {
  id: string;
  title: string;
  lessons: SeedLesson[];
}

const t = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const MASTERCLASS_COURSE: SeedSection[] = [
  {
    id: '5b0c7a10-0000-4000-8000-000000000001',
    title: 'Why outcome-based models',
    lessons: [
      {
        id: '5b0c7a10-0001-4000-8000-000000000001',
        title: 'From selling machines to selling outcomes',
        description:
          'What changes when a manufacturer stops selling equipment and starts selling the result the equipment produces.',
        duration: '11:40',
        videoUrl: 'https://www.youtube.com/watch?v=Kx7pQ2mVb9A',
        thumbnail: null,
        transcript: t(
          'Welcome to the masterclass. For a century, industrial manufacturers made money in one moment: the sale of a machine. The customer paid a large sum up front, took ownership and carried every risk that came after, from breakdowns to low utilisation. The manufacturer earned a little more from spare parts and service calls, and that was the relationship.',
          'An outcome-based model turns this around. The customer no longer buys a compressor; they buy compressed air at an agreed pressure. They no longer buy a robot; they buy picks per hour. The manufacturer keeps ownership or shares it, and is paid for the outcome the asset delivers. Revenue becomes recurring, and it depends on how well the machine performs in the field.',
          'Three forces push manufacturers in this direction. First, customers want to turn capital expenditure into operating expenditure and pay only for what they use. Second, connected machines make it possible to measure usage and performance precisely enough to bill for it. Third, competition on hardware alone keeps driving margins down, while service and outcome contracts are harder to copy.',
          'The shift is not free. The manufacturer takes on performance risk, needs reliable field data, and must reorganise sales, finance and service around long customer relationships. In this course we will look at each model in turn, at the data you need, and at how to make the change without betting the company. By the end you will be able to choose a model, price it and plan a pilot.',
        ),
      },
      {
        id: '5b0c7a10-0001-4000-8000-000000000002',
        title: 'The business case: recurring revenue, margins and loyalty',
        description:
          'How outcome contracts change revenue, margin and customer lifetime value, and how to model the cash-flow dip of the transition.',
        duration: '14:05',
        videoUrl: 'https://youtu.be/Qm3Rt8LwZ1c',
        thumbnail: null,
        transcript: t(
          'A business case for outcome-based models starts with lifetime value, not the price of one unit. When you sell a machine for one million, you book one million once. When you sell its output for twenty thousand a month over seven years, you book one point six eight million, plus the option to renew, upgrade and extend.',
          'Margins change shape. Hardware margins in many segments sit between fifteen and twenty-five percent. Recurring service and outcome revenue often carries margins of thirty to forty percent once the fleet is running, because the manufacturer controls maintenance, energy use and uptime with its own data and expertise.',
          'The catch is the cash-flow dip, sometimes called the J-curve or the swallow curve. In the transition years, revenue that used to arrive up front now arrives monthly, while the cost of building the machines is paid immediately. A company that converts too much of its sales at once can run short of cash even though its long-term value is rising. Model the dip explicitly: plan the share of new contracts per year, the financing you need, and the month in which cumulative cash turns positive.',
          'Loyalty is the third lever. A customer on an outcome contract talks to you every month, shares data with you and depends on your performance. Churn falls, cross-selling becomes natural, and your knowledge of how machines are really used feeds product design. Put numbers on churn and upsell in the business case; they are often what makes it work.',
        ),
      },
      {
        id: '5b0c7a10-0001-4000-8000-000000000003',
        title: 'Choosing your model: MaaS, pay-per-use, PBC or RaaS',
        description:
          'A decision guide to the four main outcome-based models and the kind of product and customer each one fits.',
        duration: '12:20',
        videoUrl: 'https://www.youtube.com/watch?v=Vb4nHs2Jk8E',
        thumbnail: null,
        transcript: t(
          'There is no single outcome-based model. Four families cover most industrial cases, and the right one depends on your product, your customers and how well you can measure results.',
          'Machine-as-a-Service, MaaS, bundles the machine, its maintenance, software updates and often consumables into one subscription. The customer pays a fixed monthly fee. It suits machines whose value is steady over time and customers who want predictable costs.',
          'Pay-per-use ties the fee to a metered quantity: hours of operation, cycles, parts produced, cubic metres of air. It suits customers whose demand varies, and it requires trustworthy metering, because the meter reading is the invoice.',
          'Performance-based contracts, PBC, pay for a level of performance: availability of ninety-eight percent, energy savings of fifteen percent, a maximum response time. They suit complex systems where the customer cares about a result more than about usage, and they need agreed baselines, key performance indicators and rules for bonuses and penalties.',
          'Robotics-as-a-Service, RaaS, applies subscription or usage pricing to robots and automation cells, often with redeployment between sites. It lowers the barrier for small and mid-sized manufacturers that cannot justify buying robots outright.',
          'A simple test helps you choose. Can you measure usage reliably? Consider pay-per-use. Can you measure and influence performance? Consider PBC. Is steady availability the main value? Consider MaaS. Is the asset a robot that can move between tasks? Consider RaaS. Many companies start with MaaS and move towards performance contracts as their data matures.',
        ),
      },
    ],
  },
  {
    id: '5b0c7a10-0000-4000-8000-000000000002',
    title: 'Machine-as-a-Service and pay-per-use',
    lessons: [
      {
        id: '5b0c7a10-0002-4000-8000-000000000001',
        title: 'Designing a Machine-as-a-Service offer',
        description:
          'What goes into the subscription, how to set the term and the service levels, and what the customer must commit to.',
        duration: '13:10',
        videoUrl: 'https://youtu.be/Hc5Tn1Pq7Wd',
        thumbnail: null,
        transcript: t(
          'A Machine-as-a-Service offer is a product in its own right, and it needs the same design care as the machine. Start with the bundle. Typical elements are the machine itself, installation, preventive and corrective maintenance, spare parts, remote monitoring, software updates, operator training and end-of-term take-back.',
          'Next, the term. Terms of three to seven years are common, matched to the economic life of the asset and to the customer’s planning horizon. A shorter term raises the monthly fee because the residual value risk is yours; a longer one lowers it but ties up capital.',
          'Then the service levels. Write down what the customer can expect: response time to a fault, time to repair, planned maintenance windows and minimum availability. Service levels turn a rental into a service, and they are where you differentiate from a leasing company.',
          'The customer has obligations too. They must operate the machine within its specification, give you access for maintenance, keep the connectivity that monitoring needs and report damage. Put these in the contract; without them you carry risks you cannot control.',
          'Finally, price the subscription from the total cost of ownership over the term: the cost of the machine, financing, expected maintenance, parts, monitoring, a risk margin and your target profit, minus the residual value you expect at the end. Compare the result with what the customer pays today to own and run an equivalent machine; the offer must be attractive against that baseline.',
        ),
      },
      {
        id: '5b0c7a10-0002-4000-8000-000000000002',
        title: 'Metering and pricing pay-per-use',
        description:
          'Choosing the billing metric, building billing-grade metering and setting base fees, unit prices and minimums.',
        duration: '15:30',
        videoUrl: 'https://www.youtube.com/watch?v=Lp9Wd3Xr6Tf',
        thumbnail: null,
        transcript: t(
          'In pay-per-use the meter is the cash register. Choose the billing metric first. A good metric is easy for the customer to understand, closely linked to the value they get, hard to manipulate and measurable by the machine itself. Operating hours, cycles, units produced and volume delivered are common choices.',
          'Billing-grade metering means the number on the invoice can be trusted by both parties. Record the meter on the machine controller, timestamp it, sign or hash the readings, and transmit them to your platform with buffering so that a network outage does not lose usage. Keep raw readings so that any invoice can be reconstructed and audited.',
          'Most pay-per-use prices combine a base fee with a unit price. The base fee covers costs that do not depend on usage, such as financing the asset and remote monitoring. The unit price covers wear, consumables and margin. A minimum monthly commitment protects you against a machine that sits idle, and volume tiers reward customers who use it heavily.',
          'Test the price against scenarios: low, expected and high usage. At low usage the customer should still see value and you should still cover fixed costs; at high usage your maintenance costs rise, so the unit price must cover them.',
          'Finally, share the data. Customers accept usage billing when they can see their usage in a portal every day, not just on the invoice. Transparency prevents disputes, and it often leads customers to optimise their own operations.',
        ),
      },
      {
        id: '5b0c7a10-0002-4000-8000-000000000003',
        title: 'Financing the fleet and the balance sheet',
        description:
          'Who owns the machines, how to fund them, and how leasing partners, securitisation and accounting rules shape the model.',
        duration: '10:55',
        videoUrl: 'https://youtu.be/Ft2Gh7Kj4Ns',
        thumbnail: null,
        transcript: t(
          'When you sell outcomes, someone still has to own the machines, and ownership ties up capital. There are three main routes.',
          'The first is to keep the assets on your own balance sheet and fund them with your own cash or corporate debt. You keep the full margin and full control, but the growth of the offer is limited by your balance sheet, and the cash-flow dip of the transition is deepest.',
          'The second is to work with a financing partner: a bank, a leasing company or a captive finance arm. The partner buys the machine and receives part of the monthly fee, while you deliver the service. This lets you grow faster, at the price of sharing margin and aligning contracts with the partner’s requirements.',
          'The third, for mature fleets, is to bundle many contracts and sell or borrow against their future cash flows. This needs a track record of payments and low churn, which is why it comes later.',
          'Accounting matters. Under current leasing and revenue standards, the way a contract is written decides whether you recognise revenue over time, whether the customer carries a lease on their balance sheet, and whether the asset stays on yours. Involve finance and your auditors at the design stage, not after the first contract is signed.',
        ),
      },
    ],
  },
  {
    id: '5b0c7a10-0000-4000-8000-000000000003',
    title: 'Performance-based contracts and Robotics-as-a-Service',
    lessons: [
      {
        id: '5b0c7a10-0003-4000-8000-000000000001',
        title: 'Writing performance-based contracts: KPIs and baselines',
        description:
          'How to choose key performance indicators, agree a baseline and define measurement so that both sides trust the result.',
        duration: '16:15',
        videoUrl: 'https://www.youtube.com/watch?v=Pz8Cv5Bn2Qm',
        thumbnail: null,
        transcript: t(
          'A performance-based contract pays for a result. Everything depends on how that result is defined, measured and compared with a baseline.',
          'Start with the key performance indicators. Good KPIs are few, usually between one and four, and each one is something the supplier can influence. Availability, overall equipment effectiveness, energy per unit produced, mean time between failures and response time are typical. Avoid KPIs driven mostly by the customer’s own decisions, such as production volume, unless you adjust for them.',
          'Next, the baseline. Measure current performance for a representative period, often three to six months, before the contract starts. Record the conditions: shifts, product mix, raw materials. Agree how the baseline will be adjusted when those conditions change; without this clause, every change in the customer’s production becomes a dispute.',
          'Then the measurement method. State the data source, the calculation, the reporting period and what happens when data is missing. Planned downtime and customer-caused stops are usually excluded from availability. Write worked examples into an annex so that both sides compute the same number.',
          'Finally, governance. Agree a monthly performance review, a process for disputed figures and an independent expert as a last resort. Performance contracts last for years; clear definitions at the start save most of the arguments later.',
        ),
      },
      {
        id: '5b0c7a10-0003-4000-8000-000000000002',
        title: 'Sharing risk: bonuses, penalties and caps',
        description:
          'Designing the payment mechanism of a performance contract so that incentives are fair and risk stays insurable.',
        duration: '12:45',
        videoUrl: 'https://youtu.be/Rw6Ys4Dt9Lx',
        thumbnail: null,
        transcript: t(
          'Once the KPIs and baseline are agreed, the payment mechanism decides how risk is shared. The simplest form is a fixed fee with penalties when performance falls below target. A fairer form adds bonuses when performance exceeds the target, so that the supplier is rewarded for improvement, not only punished for failure.',
          'Use bands rather than a cliff. For example, availability between ninety-seven and ninety-eight percent pays the full fee; each tenth of a percent below ninety-seven reduces it by one percent; each tenth above ninety-nine adds half a percent. Bands avoid all-or-nothing outcomes that invite disputes over single data points.',
          'Cap both sides. Penalties are commonly capped at ten to twenty percent of the annual fee, and bonuses at a similar level. Caps keep the risk insurable for the supplier and the budget predictable for the customer.',
          'Gain-sharing suits energy and efficiency contracts: the supplier receives an agreed share, often between thirty and fifty percent, of the measured savings against the baseline. It aligns both parties strongly, but it depends entirely on an accurate baseline and agreed adjustments.',
          'Before signing, simulate the mechanism over several years of plausible performance, including bad years. If a single bad quarter would wipe out your margin for the whole contract, the mechanism is too harsh; if the customer pays the same whatever happens, it is not a performance contract.',
        ),
      },
      {
        id: '5b0c7a10-0003-4000-8000-000000000003',
        title: 'Robotics-as-a-Service: fleets, uptime and redeployment',
        description:
          'How RaaS providers package robots, software and support, price them per hour or per pick, and keep fleets busy.',
        duration: '13:35',
        videoUrl: 'https://www.youtube.com/watch?v=Jn4Mk7Lq3Rv',
        thumbnail: null,
        transcript: t(
          'Robotics-as-a-Service offers robots on subscription or per unit of work, such as per hour, per pick or per pallet moved. The customer gets automation without a large investment or in-house robotics expertise; the provider keeps ownership of a fleet.',
          'A RaaS package usually includes the robot, the gripper or end effector, the cell and safety equipment, the software, integration into the customer’s line, remote monitoring and support. Integration is often the largest cost, so standard cells that can be installed in days are central to a profitable offer.',
          'Uptime is the promise. Providers monitor every robot remotely, keep spare units in regional hubs, and aim to restore production within hours. Fleet data shows which grippers wear out, which programs fail and which sites need training, and that knowledge is a competitive advantage.',
          'Redeployment is what makes the economics work. When a customer’s demand falls or a contract ends, the robot is reprogrammed and moved to another site instead of sitting idle. A provider that keeps utilisation across the fleet above seventy to eighty percent can charge less per hour than the cost of a robot bought and under-used by a single customer.',
          'For manufacturers of robots and automation equipment, RaaS is also a way to reach small and mid-sized customers. Start with a narrow application, such as palletising or machine tending, where the cell can be standardised and the value per hour is easy to prove.',
        ),
      },
    ],
  },
  {
    id: '5b0c7a10-0000-4000-8000-000000000004',
    title: 'Data readiness',
    lessons: [
      {
        id: '5b0c7a10-0004-4000-8000-000000000001',
        title: 'Connecting the installed base',
        description:
          'Retrofitting telemetry to machines already in the field: sensors, gateways, connectivity and security.',
        duration: '12:10',
        videoUrl: 'https://youtu.be/Dn8Xc2Vb5Hk',
        thumbnail: null,
        transcript: t(
          'Outcome-based models run on data from machines in the field, and most manufacturers have an installed base that was never designed to be connected. Data readiness starts with connecting it.',
          'First, inventory the fleet. For each machine type, list the controller, the signals it exposes, the age of the machines and how many are installed. Newer controllers often speak OPC UA or MQTT; older ones may need a retrofit gateway that reads registers over Modbus or a vendor protocol.',
          'Second, choose the signals. Start with what the business model needs: operating hours and cycles for pay-per-use; state, alarms and stops for availability; energy for efficiency contracts. Add condition signals such as vibration or temperature when you plan predictive maintenance.',
          'Third, connectivity. Customer networks are often locked down. A cellular gateway that does not touch the customer’s IT network is frequently the fastest route to a pilot, while integration into the plant network scales better over time.',
          'Fourth, security. Every connected machine is an entry point. Use outbound-only connections, certificates per device, encrypted transport and a process for patching gateways. Customers will ask about security before they sign; have the answers written down.',
          'Finally, measure connectivity itself. The share of the fleet reporting reliably every day is a key readiness indicator: you cannot bill or guarantee what you cannot see.',
        ),
      },
      {
        id: '5b0c7a10-0004-4000-8000-000000000002',
        title: 'Billing-grade data quality and governance',
        description:
          'Making machine data accurate, complete and auditable enough to invoice from, and agreeing who owns it.',
        duration: '11:25',
        videoUrl: 'https://www.youtube.com/watch?v=Gt5Hy8Ju2Np',
        thumbnail: null,
        transcript: t(
          'Data that is good enough for a dashboard is not automatically good enough for an invoice. Billing-grade data has to be accurate, complete, timely and auditable, because money and trust depend on it.',
          'Accuracy means calibrated meters and validated calculations. Compare machine counters with independent measurements during commissioning, and re-check them at every service visit.',
          'Completeness means no silent gaps. Buffer readings on the device, number them in sequence, and raise an alert when a sequence number is missing. Agree in the contract how gaps are filled, for example with the average of the same period in previous weeks.',
          'Auditability means every figure on an invoice can be traced to raw readings. Keep the raw data immutable, version the calculation rules and log every correction with its reason.',
          'Governance answers the question of who owns and may use the data. Customers worry that usage data reveals their production volumes. State in the contract which data you collect, what you use it for, how long you keep it and who else may see it. Offer the customer access to their own data; it builds trust and reduces disputes.',
          'A simple data readiness scorecard covers four areas: connectivity of the fleet, data quality, data governance and the analytics skills of the team. Score each from one to five before you launch an outcome offer, and fix the weakest area first.',
        ),
      },
      {
        id: '5b0c7a10-0004-4000-8000-000000000003',
        title: 'Predictive maintenance: the engine of uptime',
        description:
          'How condition monitoring and failure prediction protect the margin of availability and performance contracts.',
        duration: '14:50',
        videoUrl: null,
        thumbnail: null,
        transcript: t(
          'In an outcome contract, every hour of unplanned downtime costs the manufacturer money, through penalties, lost usage fees and emergency service calls. Predictive maintenance is how providers protect their margin.',
          'Maintenance strategies form a ladder. Reactive maintenance fixes machines after they fail. Preventive maintenance replaces parts on a fixed schedule, often too early. Condition-based maintenance acts when a measured signal, such as vibration or temperature, crosses a threshold. Predictive maintenance uses models trained on history to forecast a failure days or weeks ahead and schedules the repair in a planned window.',
          'Start with the failure modes that cause most downtime. A Pareto analysis of past service tickets usually shows a handful of components, such as bearings, seals, spindles or pumps, behind most stops. Instrument those first.',
          'Models need labelled history: sensor data before past failures, linked to what was actually replaced. Service reports are often the weakest link, so improve how technicians record the failed part and the cause. Simple models on good labels beat complex models on poor ones.',
          'Measure the value in the terms of the contract: availability gained, emergency visits avoided, parts replaced at the right time. These figures feed directly into the price of the next performance contract, because a provider that can predict failures can promise more uptime at lower risk.',
        ),
      },
    ],
  },
  {
    id: '5b0c7a10-0000-4000-8000-000000000005',
    title: 'Making the change',
    lessons: [
      {
        id: '5b0c7a10-0005-4000-8000-000000000001',
        title: 'Organisation, sales incentives and customer success',
        description:
          'Reshaping sales compensation, service and customer success around recurring revenue instead of one-off deals.',
        duration: '12:30',
        videoUrl: 'https://youtu.be/Mv3Bn6Cx8Zt',
        thumbnail: null,
        transcript: t(
          'Outcome-based models fail more often because of the organisation than because of technology. The company has to learn to earn money over years instead of in one transaction.',
          'Sales is the first place to change. A salesperson paid a commission on the machine price will always prefer a one-off sale. Move compensation towards contract value over the term, recurring revenue and renewals, and pay part of the commission over time so that incentives stay aligned with the customer’s success.',
          'Service becomes a profit centre rather than a cost centre. Field technicians are now the people who protect the contract’s margin; train them in data tools and give them the information to fix problems before the customer notices.',
          'Customer success is a new function for many manufacturers. Customer success managers follow each contract, review performance with the customer every month, spot risks of churn and opportunities to expand, and make sure the customer actually gets the outcome they pay for.',
          'Finance needs new metrics: annual recurring revenue, churn, customer lifetime value, fleet utilisation and the cash-flow curve of the transition. Report them alongside traditional figures so that leadership sees the value being built during the years when revenue per unit seems to fall.',
        ),
      },
      {
        id: '5b0c7a10-0005-4000-8000-000000000002',
        title: 'Your roadmap: pilot, scale and measure',
        description:
          'A step-by-step plan from the first pilot contract to a scaled outcome business, with the metrics to watch at each stage.',
        duration: '15:05',
        videoUrl: 'https://www.youtube.com/watch?v=Wq2Er5Ty7Ui',
        thumbnail: null,
        transcript: t(
          'Let us put the course together into a roadmap. Most successful transitions follow three stages.',
          'Stage one is the pilot. Choose one product line, one model and two or three friendly customers. Connect the machines, agree simple KPIs and run the contract for six to twelve months. The goal is learning, not profit: test the metering, the billing process, the service levels and the customer’s reaction.',
          'Stage two is the standard offer. Turn what you learned into a standard contract, a price calculator, a data platform that can bill automatically and a trained sales and service team. Set a target share of new sales on the outcome model, for example ten percent in the first year, and secure the financing for the fleet.',
          'Stage three is scale. Extend the offer to more product lines, move from MaaS towards performance-based contracts as your data matures, and consider financing the fleet with partners or by selling future cash flows.',
          'At every stage, measure. Track the share of the installed base that is connected, availability against contract, billing disputes, churn, recurring revenue and the cash-flow curve. Review the readiness scorecard every quarter.',
          'Finally, take the readiness assessments in this portal: MaaS, performance-based contracts and RaaS. They show where your organisation stands in each area and which gaps to close before your pilot. Thank you for following the masterclass.',
        ),
      },
    ],
  },
];
