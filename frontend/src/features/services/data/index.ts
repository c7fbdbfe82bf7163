import type { ServiceSlug } from '@/config/services';
import { analyticsCards } from './analytics-cards';
import { dataEngineeringCards } from './data-engineering-cards';
import { digitalTwinCards } from './digital-twin-cards';
import { dltCards } from './dlt-cards';
import { managedOptimizationCards } from './managed-optimization-cards';
import { partnerEcosystemCards } from './partner-ecosystem-cards';
import { strategyCards } from './strategy-cards';
import type { ServiceCard } from './types';
import { workforceReskillingCards } from './workforce-reskilling-cards';

export type { ServiceCard } from './types';

/** The four cards of each service page, in the spec's order. */
export const SERVICE_CARDS: Record<ServiceSlug, ServiceCard[]> = {
  strategy: strategyCards,
  'data-engineering': dataEngineeringCards,
  'digital-twin': digitalTwinCards,
  'data-analysis': analyticsCards,
  DLT: dltCards,
  'workforce-reskilling': workforceReskillingCards,
  'partner-ecosystem': partnerEcosystemCards,
  'managed-optimization': managedOptimizationCards,
};
