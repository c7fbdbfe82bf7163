/** One expandable card of a service page (spec §3 "Service card"). */
export interface ServiceCard {
  title: string;
  description: string;
  /** Timeframe in weeks, as the spec's table gives it ("4-8"). */
  weeks: string;
  /** Five numbered steps. */
  process: string[];
  /** Three numbered outcomes. */
  outcomes: string[];
}

/** The words of a card, in one language (`locales/<language>/service-cards/<slug>.json`). */
export type ServiceCardText = Omit<ServiceCard, 'weeks'>;
