import type { ServiceSlug } from '@fabrion/shared';
import { SERVICE_TIMEFRAMES } from './service-timeframes';
import type { ServiceCard, ServiceCardText } from './types';

/** The page namespace that holds a service's four cards. */
export function serviceCardsNamespace(slug: ServiceSlug): string {
  return `service-cards/${slug}`;
}

/** A service's cards: the words of one language with the timeframes, in the spec's order. */
export function toServiceCards(slug: ServiceSlug, texts: ServiceCardText[]): ServiceCard[] {
  return texts.map((text, index) => ({ ...text, weeks: SERVICE_TIMEFRAMES[slug][index] ?? '' }));
}
