export const LEAD_STATUS_CHOICES = [
  { id: 'new', name: 'New' },
  { id: 'contacted', name: 'Contacted' },
  { id: 'qualified', name: 'Qualified' },
  { id: 'closed', name: 'Closed' },
];

export interface LeadRecord {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  interest: string;
  message: string;
  spam: boolean;
  spamReason: string | null;
  releasedAt: string | null;
  status: string;
  ownerId: string | null;
  ownerEmail: string | null;
  notes: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrer: string | null;
  landingPage: string | null;
}

/** "linkedin / cpc / spring", or the referrer, or "direct". */
export function firstTouch(
  lead: Pick<LeadRecord, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'referrer'>,
): string {
  const utm = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(' / ');
  if (utm) return utm;
  if (lead.referrer) {
    try {
      return new URL(lead.referrer).hostname;
    } catch {
      return lead.referrer;
    }
  }
  return 'direct';
}
