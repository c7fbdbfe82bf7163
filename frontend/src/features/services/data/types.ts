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
