import type { JobOpeningInputDto } from '../../../modules/content/about/dto/about-input.dto';

const LOCATION = 'EU Remote Friendly';

/** The three openings of the About page (spec §3), with their terms in the text. */
export const JOB_OPENINGS: JobOpeningInputDto[] = [
  {
    id: 'working-student-no-experience',
    title: 'Working Student - No experience (m/f/d)',
    location: LOCATION,
    emoji: '🎓',
    description:
      'You are studying engineering, economics or computer science and want to see how industrial companies actually buy technology. You will work next to our partners on real client development: researching machine builders and operators, preparing first conversations and turning what we learn into clear one-page briefs. No previous experience is expected; curiosity, reliability and good writing are.',
    responsibilities: [
      'Research industrial machinery, robotics and cold-storage companies that are moving to service and usage-based models',
      'Prepare account briefs: installed base, service revenue, decision makers and likely pain points',
      'Keep our CRM clean and up to date after every outreach and meeting',
      'Draft first-contact e-mails and LinkedIn messages in English, German or French for review',
      'Join discovery calls as note-taker and write the summary the same day',
    ],
    requirements: [
      'Enrolled at a university in the EU, ideally in engineering, business or computer science',
      'Available 12 to 20 hours per week for at least six months',
      'Fluent English and German or French; the third language is a plus',
      'Comfortable with spreadsheets and structured note-taking',
      'No previous sales or consulting experience required',
    ],
    department: 'Client Development',
    experienceLevel: 'Entry Level',
    contractType: 'Internship',
    languages: ['English', 'German', 'French'],
    position: 1,
    published: true,
  },
  {
    id: 'associate-client-development',
    title: 'Associate - Client Development (m/f/d)',
    location: LOCATION,
    emoji: '🤝',
    description:
      'You already have a network among machine builders, plant operators or industrial service companies, and you want to open doors for a team that can deliver outcome-based models end to end. You introduce us, shape the first engagement with us and stay the client\u2019s trusted contact. You are paid a 5% commission on participating gross margins of closed sales per year, for as long as the client keeps buying.',
    responsibilities: [
      'Identify companies in your network that are ready for machine-as-a-service, pay-per-use or performance-based contracts',
      'Open and lead first conversations with decision makers in operations, service and finance',
      'Shape the scope of discovery workshops together with our engagement leads',
      'Keep the relationship warm through delivery and spot follow-on opportunities',
      'Report your pipeline monthly in our shared CRM',
    ],
    requirements: [
      'Several years in industrial sales, key account management or consulting',
      'An active network in manufacturing, logistics, energy or robotics',
      'Self-employed or able to invoice as a freelancer within the EU',
      'Fluent English and German or French',
      'Compensation: 5% commission on participating gross margins of closed sales per year',
    ],
    department: 'Client Development',
    experienceLevel: 'Experienced',
    contractType: 'Part-time, Self-Employed',
    languages: ['English', 'German', 'French'],
    position: 2,
    published: true,
  },
  {
    id: 'fellowship-program',
    title: 'Fellowship Program (m/f/d)',
    location: LOCATION,
    emoji: '🚀',
    description:
      'The Fellowship is for senior practitioners (data engineers, IoT architects, reliability engineers, pricing specialists) who want to work on outcome-based transformations without giving up their independence. Fellows join projects when their expertise fits, are paid a daily rate that varies by expertise and other factors, and receive a referral fee of 10% of the revenue of the first client project or the contract value when they bring in a client.',
    responsibilities: [
      'Deliver project work in your field: data pipelines, digital twins, analytics, DLT or commercial model design',
      'Run workshops with client teams and leave behind documentation they can maintain',
      'Review the work of other fellows and share reusable assets with the network',
      'Bring in clients when you see a fit, and take part in their first project',
    ],
    requirements: [
      '3+ years of hands-on experience in IoT, data engineering, AI, digital twins, DLT or industrial service models',
      'Proven delivery on client projects, ideally in manufacturing, energy or logistics',
      'Self-employed, able to invoice within the EU',
      'Fluent English; German, French or Spanish is a plus',
      'Daily pay varies by expertise and other factors; referral fee of 10% of the revenue of the first client project or the contract value',
    ],
    department: 'Innovation',
    experienceLevel: 'Experienced',
    contractType: 'Self-Employed',
    languages: ['English', 'German', 'French', 'Spanish'],
    position: 3,
    published: true,
  },
];
