/**
 * Article bodies. Most are plain text written for the light formatting rules: ALL-CAPS lines are
 * headings, "1." lines sub-headings, "-" / "•" / "*" lines list items, [n] footnote marks, bare
 * URLs links, and lines under 10 characters (such as "* * *") are dropped. `fieldNotes` is HTML.
 */
export const BLOG_BODIES = {
  pricingUptime: `Every machine builder we work with asks the same first question about machine-as-a-service: what do we charge? The honest answer is that the price is not a marketing decision. It falls out of three numbers you already have, if you look for them in the right places.

WHERE THE NUMBERS COME FROM

1. The cost of keeping a machine available
Start with the service history of the installed base. For each machine type, add up planned maintenance, unplanned repairs, spare parts and travel over the last three to five years, and divide by machine-years. For hydraulic presses this is typically 4 to 7 % of the list price per year [1].

2. The cost of failing to keep it available
Availability guarantees come with penalties. Model the probability of missing the guaranteed level with your failure data, and multiply by the penalty you are willing to accept. Cap the penalty: one month of fees is the most common ceiling we see.

3. The margin for the risk you now carry
You are now carrying the customer\u2019s utilisation and failure risk. Price it explicitly, typically as a percentage on top of cost, and make it visible in your internal business case.

* * *

WHAT CUSTOMERS ACCEPT

Customers compare the monthly fee with what they pay today: depreciation, their own maintenance staff and the cost of downtime. The fee lands well when it is:
- lower than their current total cost of ownership by a visible margin
- predictable, with usage bands instead of open-ended variable charges
- tied to an availability level they can verify themselves
• simple enough to explain to their CFO in one slide

A FIRST MODEL IN A SPREADSHEET

You do not need a platform to start. A spreadsheet with the three numbers above, per machine type, is enough for the first five customer conversations. We share a template at https://fabrion.example/templates/maas-pricing and walk through it in our discovery workshops.

[1] Median of the service records of eleven European press and forming-machine builders we have worked with since 2019.`,

  firstNinetyDays: `Predictive maintenance projects rarely fail because of the model. They fail in the first 90 days, when data access, ticket quality and the trust of technicians are decided. Here is what those weeks look like when they go well.

WEEKS 1 TO 3: CONNECT FIVE MACHINES, NOT FIFTY

Pick five machines of one type, with a history of the failure you want to predict. Connect them properly: stable gateway, synchronised clocks, data arriving every day. A pilot on fifty machines with gaps is worth less than five without.

WEEKS 4 TO 6: CLEAN THE SERVICE TICKETS

Failure models learn from labels, and labels come from service tickets. Expect to find:
- the same fault described in a dozen different ways
- repairs booked on the wrong machine or the wrong day
- preventive work recorded as breakdowns, and the other way round

We spend more time here than anywhere else. A technician reading tickets with a data engineer for two days is the best investment of the project [1].

WEEKS 7 TO 10: A FIRST MODEL, SHOWN EARLY

1. Start with a threshold, not a neural network
A simple rule on vibration and temperature trends catches a surprising share of failures and is easy to explain.

2. Show alerts to technicians before you trust them
Run the model in the background and discuss every alert in the weekly maintenance meeting. Their feedback is your best labelled data.

WEEKS 11 TO 13: DECIDE WITH NUMBERS

At the end of the quarter you should know how many failures the model would have caught, how early, and at what false-alarm rate. That is the basis for the business case, and for pricing an uptime offer.

We talk through a real 90-day plan in this week\u2019s episode of our podcast, new every Tuesday.

[1] In our projects, ticket cleaning changed the label of 18 to 30 % of historical failures.`,

  edgeArchitecture: `A plant floor is not a data center. Networks drop, clocks drift, and the gateway you installed last year runs firmware nobody remembers. The architecture below is what we deploy on brownfield sites, where the machines are older than the people running them.

THE LAYERS

- Machine: PLCs and controllers, read over OPC UA where available, Modbus or vendor protocols where not
- Edge: a small industrial PC per line that reads, buffers and forwards
- Transport: MQTT with TLS to a broker in the cloud or the plant\u2019s own data center
- Platform: a time-series store, a stream processor and the applications on top

1. Buffer at the edge, always
Every gateway stores at least seven days of data locally and forwards when the link is back. Without store-and-forward, every network outage becomes a hole in your training data.

2. Timestamp at the source
Timestamps are taken as close to the machine as possible and synchronised with NTP or PTP. Gateways that stamp data on arrival in the cloud create artificial gaps and bursts.

3. Treat firmware as code
Gateway images and configurations live in version control and are rolled out like software, with a staged rollout and a way back.

WHY MQTT AND OPC UA TOGETHER

OPC UA is excellent for reading structured data from machines; MQTT is excellent for moving it over unreliable networks to many consumers. The OPC UA PubSub specification [1] narrows the gap, but on mixed fleets we still bridge the two at the edge.

Further reading: https://opcfoundation.org/about/opc-technologies/opc-ua/ and https://mqtt.org/.

[1] OPC 10000-14, OPC Unified Architecture Part 14: PubSub.`,

  digitalTwin: `"We want a digital twin of the plant" is the most expensive sentence in industrial IT. A twin of everything is a model nobody maintains. A twin that answers one decision well is worth building.

START WITH THE DECISION

Write down the decision the twin must support, who makes it, and how often. Some examples from our projects:
- how many washer-disinfectors a sterilisation department needs
- which set-points keep a data hall within its SLA at the lowest cooling energy
- when a press must stop for maintenance to keep a guaranteed availability

THE LEVEL OF DETAIL FOLLOWS

1. Physics where the decision is sensitive to it
Thermal behaviour of a data hall needs physics; a queue of instrument sets does not.

2. Statistics where data is plentiful
Where you have years of sensor data, a statistical model calibrated on it often beats a detailed physical model.

3. Discrete events where flows and queues matter
Logistics, hospital departments and production lines with buffers are usually best modelled as discrete-event simulations.

KEEP IT ALIVE

A twin is only as good as its calibration. Plan who updates it after a layout change, a new machine or a new product, and budget the hours. Otherwise it becomes a beautiful presentation within a year.`,

  contractClauses: `Usage-based contracts fail on details that nobody discussed at signing. After a few painful renegotiations, these are the clauses we put into every pay-per-use agreement.

1. The billable unit
Define it precisely: a spindle hour, a pallet moved, a kilowatt-hour delivered. Include how partial units, test runs and maintenance time are counted.

2. The meter and who owns it
State which device measures usage, who may access its data, and how long raw data is kept for audits.

3. What happens when the meter fails
Agree on an estimation method in advance, such as the average of the same weeks last year, instead of arguing after the fact.

4. Minimum commitment and caps
A floor protects the provider\u2019s financing; a cap protects the customer\u2019s budget. Most deals need both.

5. Volume collapse
If the customer\u2019s volume falls far below plan for reasons outside both parties\u2019 control, define a renegotiation window rather than letting the minimum commitment carry the whole loss.

6. Performance and penalties
Link availability or output guarantees to penalties that are capped and paid as credits, not cash.

7. End of term
Buy-out price, return conditions and data handover. The customer will ask, and the answer changes your financing.

A NOTE ON DISPUTES

Most disputes are not about money but about numbers. When both sides read the same metering record, as in our cold-storage project [1], monthly statements stop being negotiations.

[1] See the case study on pay-per-pallet automation in a cold-chain hub.`,

  raasEconomics: `Robot-as-a-service sounds like leasing with a new name. It is not: the provider takes on utilisation risk, and that changes everything about the price and who can offer it.

WHO CARRIES WHAT

- The customer pays per order line, per pick or per hour of operation
- The robot maker, or a financing partner, owns the fleet and its residual value
- The integrator keeps the robots productive and is paid partly on performance

1. Price per unit of work
Start from the cost of the fleet over its life (hardware, maintenance, software, financing), divide by the expected units of work, and add a margin for utilisation risk. Then check it against the customer\u2019s current cost per unit.

2. Floors and caps
A floor protects the owner of the fleet; a cap keeps the customer\u2019s bill predictable in peak season. In micro-fulfillment we typically see floors around 60 % of planned volume [1].

3. Moving robots between sites
Fleets that can be moved between sites reach much higher utilisation. That needs telemetry and contracts that allow it.

THE BALANCE SHEET QUESTION

A start-up robot maker cannot carry hundreds of robots on its balance sheet. Financing partners can, if usage is measured in a way they trust. This is where most RaaS offers succeed or stall.

[1] Based on four robot-as-a-service agreements negotiated in 2023 and 2024.`,

  llmTickets: `Most industrial companies sit on twenty years of service tickets: free text written in a hurry, in several languages, with abbreviations only the team understands. Large language models are finally good enough to turn them into structured data.

WHAT WORKS

- Extracting the failure mode, the affected component and the parts used from free text
- Normalising the hundred spellings of the same fault to one code
- Translating notes written in German, Romanian or Spanish into one language for analysis
- Flagging tickets where the recorded fault does not match the parts used

WHAT DOES NOT

- Inventing a root cause that nobody wrote down
- Replacing the technician\u2019s judgement on whether a failure was preventable
- Working without a failure-mode catalogue to map to

1. Build the catalogue first
A list of 30 to 80 failure modes per machine family, agreed with senior technicians, is the target the model maps to.

2. Check a sample by hand
Have a technician review 200 extracted tickets. Agreement above 90 % is achievable [1]; below that, improve the catalogue before the prompt.

3. Keep the raw text
Store the original text next to the extracted fields. Models improve; you will want to run the extraction again.

[1] Across three projects in 2024, agreement between model and technician ranged from 88 to 95 %.`,

  energyAsAService: `Energy-as-a-service lets a building owner replace boilers, chillers or lighting without spending capital: a partner finances, installs and operates the equipment and is paid from the savings. It works when everyone agrees on what the savings are.

THE BASELINE DECIDES EVERYTHING

Savings are the difference between what the building would have used and what it uses. The first number is never measured; it is modelled. Agree on:
- the reference year and its weather normalisation
- how occupancy, opening hours and new equipment adjust the baseline
- who may change the model, and how

The international measurement protocol IPMVP [1] gives a common language, and we recommend naming the option you use in the contract.

WHO PAYS, WHO SAVES

The owner pays a service fee lower than the expected savings; the provider carries the risk that savings fall short. In our hotel project the fee was set at 80 % of modelled savings, leaving the owner a share from day one.

More on the protocol: https://evo-world.org/en/products-services-mainmenu-en/protocols/ipmvp

[1] International Performance Measurement and Verification Protocol, Efficiency Valuation Organization.`,

  dltMetering: `We are sceptical of blockchain projects. Most of them would be better served by a database. Usage-based billing between two companies is one of the few cases where a distributed ledger earns its place.

THE PROBLEM

In a pay-per-use contract, the provider\u2019s revenue is the customer\u2019s cost, and both depend on one number: the usage. If only one side holds the meter data, the other side audits, disputes and delays payment.

WHY A SHARED LEDGER HELPS

- Both companies run a node and see the same records
- Meter readings are signed at the gateway, so nobody can change them after the fact
- Monthly statements are computed by an agreed contract on the ledger, not by one side\u2019s spreadsheet

1. Anchor, do not store everything
We store hashes of daily aggregates on the ledger and keep the raw data in ordinary databases. That keeps the ledger small and the data queryable.

2. Choose a permissioned network
A permissioned network with known participants, such as Hyperledger Fabric or Besu [1], fits contracts between companies better than a public chain.

WHEN NOT TO USE IT

If one party already trusts the other\u2019s metering, or an independent auditor is cheaper, skip the ledger. Technology should settle disputes, not create projects.

[1] https://www.lfdecentralizedtrust.org/projects`,

  reskilling: `Plants install sensors and dashboards, and a year later the alerts are ignored. The missing piece is rarely technology. It is technicians who trust the data enough to act on it and know enough to question it.

WHAT TECHNICIANS NEED TO LEARN

- How a vibration or temperature trend relates to what they hear and feel at the machine
- What a false alarm looks like, and how to report it so the model improves
- How to plan condition-based work instead of calendar rounds

HOW WE TEACH IT

1. Start at the machine
Every module begins in a lab with real components: bearings with known defects, misaligned couplings, a pump running dry. The data comes second.

2. Learn on live alerts
Technicians work on real alerts from their own plant, coached by a reliability engineer, for the first weeks after the classroom.

3. Measure what changes
We track the share of alerts acted on within a shift. In our programme with Technika Skills it rose from 35 % to 88 % [1].

Listen to the episode for the full conversation with two of the technicians who went through the programme.

[1] Measured over 14 months across three plants.`,

  oee: `Overall equipment effectiveness multiplies availability, performance and quality into one percentage. It is a good lens on a machine and a poor target for a business that sells outcomes.

WHY OEE MISLEADS

- It hides which of the three factors moved
- It rewards running machines that make the wrong products
- It says nothing about cost, energy or the customer\u2019s result

WHAT TO MEASURE INSTEAD

1. The outcome you are paid for
Availability for an uptime contract, good parts for a per-part price, energy per unit for a savings contract.

2. The drivers of that outcome
Mean time between failures, mean time to repair, scrap rate: the numbers a team can act on this week.

Keep OEE on the dashboard if your customers know it. Do not let it run your roadmap.`,

  dataProducts: `The most important user of an industrial data platform is not the plant manager looking at a dashboard. It is the field technician standing in front of a broken machine with twenty minutes to fix it.

DESIGN AROUND THE SERVICE VISIT

Before the visit, the technician needs the machine\u2019s recent alarms, the last three repairs and the parts likely needed. At the machine, they need trends of the relevant signals. After the visit, they need a fast way to record what they found.

THREE DATA PRODUCTS WE BUILD FIRST

- A machine history: alarms, repairs and parts in one timeline
- A failure-likelihood score per machine, with the signals that drive it
- A parts recommendation for the next visit, based on similar past repairs

1. One owner per data product
Each product has a team responsible for its quality and its users, like any other product.

2. Measure use in the field
If technicians do not open it on their phone, it does not exist. Track usage per visit, not page views.

DASHBOARDS STILL HAVE A PLACE

Managers need aggregates, but they should be built from the same data products. Two versions of the truth, one for the field and one for the boardroom, is how trust erodes.`,

  coldChain: `A freezer warehouse at minus 25 °C produces thousands of temperature alarms a month. Almost all are noise: a door held open for loading, a defrost cycle, a pallet of warm goods arriving. Operators learn to ignore them, and then miss the one that matters.

CONTEXT TURNS NOISE INTO SIGNAL

- Door sensors explain most short spikes near loading bays
- Defrost schedules explain regular rises at the evaporators
- Inbound pallet records explain slow local warming after deliveries

We feed these events into the model alongside temperature. An alarm is raised only when the temperature deviates from what the context explains.

1. Start with rules
Suppressing alarms during known defrost windows and door openings removes most false alarms before any machine learning.

2. Then learn the residual
A model trained on the remaining deviations finds slow failures: a fan losing speed, an evaporator icing up, a door seal wearing out.

In our cold-chain project false alarms fell from about 1,400 to 90 a month, and two compressor failures were caught days in advance [1].

[1] NorthBay Cold Logistics, measured over the first six months of operation.`,

  boardQuestions: `Servitization changes how a company earns money, and boards notice. These are the five questions we help leadership teams prepare for.

1. Why does revenue fall before it grows?
A machine sold for one million today becomes fifty thousand a month over several years. Show the bridge from product to recurring revenue, year by year.

2. What happens to the balance sheet?
If you keep the machines, they stay on your books. Decide early whether you finance them yourself, with a bank or through a partner.

3. Which customers first?
Start with customers who already buy service contracts and share data. A handful of good first contracts beats a broad launch.

4. How do we pay the sales team?
Commissions on one-off sales reward the wrong behaviour. Move part of the incentive to contract value and renewal.

5. What if it does not work?
Define the signals that would stop the programme, and when you will look at them.

WHAT BOARDS RESPOND TO

A model with real numbers from your installed base, not a market study. We build it with the finance team in the first weeks of an engagement.`,

  visionChecklist: `Computer vision for quality inspection is mature, and demos are always impressive. Production is different. Before you sign with a vendor, check these points.

THE CHECKLIST

- Lighting: is the inspection station enclosed and lit consistently, day and night?
- Defect samples: do you have at least a few hundred labelled examples of each defect that matters?
- Cost of errors: what does a false reject cost you, and what does a missed defect cost your customer?
- Cycle time: can the system decide within the takt time of the line?
- Change: who retrains the model when the product, material or supplier changes?

1. Pilot on the hardest defect
Vendors like to pilot on easy defects. Ask for the one your inspectors find hardest.

2. Count false rejects in money
A 2 % false-reject rate on a high-volume line can cost more than the defects it prevents.

3. Keep a human in the loop at first
Route uncertain decisions to an inspector and use their decisions to improve the model.

Vision works best when the process around it is stable. If lighting, positioning and products change weekly, fix that first.`,

  partnerEcosystems: `Outcome-based offers combine hardware, software, financing, insurance and service. No single company does all of it well, so the offer is only as strong as its partners.

THE USUAL CAST

- A financing partner who owns the equipment and carries residual value
- An insurer who covers failures beyond the provider\u2019s control
- Service contractors who keep equipment running in regions you do not cover
- Software vendors for metering, billing and monitoring

1. Allocate risk explicitly
Write down each risk (failure, utilisation, residual value, payment) and who carries it. Gaps in that table become disputes later.

2. Share data on purpose
Partners need data to price their risk. Agree on what each one sees, in what form, and for how long.

3. One face to the customer
The customer should sign one contract and call one number. Behind it, back-to-back agreements distribute the obligations.

Our Partner Ecosystem service builds exactly this structure, typically in 8 to 12 weeks for the first offer.`,

  fieldNotes: `<p>These notes were written after our first industrial AI projects. Some lessons still hold; we keep them for the record.</p>
<h2>Data access is a contract question</h2>
<p>Twice we started a project before the data-sharing agreement was signed. Twice we lost months. Today the agreement comes first<sup>1</sup>.</p>
<h2>Who owns the model?</h2>
<p>Clients assumed they owned everything; vendors assumed they could reuse models across clients. Write it down before the first line of code.</p>
<ul><li>Data: the client\u2019s</li><li>Model trained on it: the client\u2019s, with a licence back for improvements</li><li>Tooling: the provider\u2019s</li></ul>
<h2>The pilot trap</h2>
<p>A pilot without a decision at its end is a demo. Agree on the numbers that would lead to rollout before the pilot starts, and the date you will look at them. Our current approach is described at https://fabrion.example/how-we-work.</p>
<p>&nbsp;</p>
<p><em>1. Typically a two-page data-sharing annex to the service agreement.</em></p>`,
} as const;
