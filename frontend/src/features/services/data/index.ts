export { serviceCardsNamespace, toServiceCards } from './service-cards';
export { SERVICE_TIMEFRAMES } from './service-timeframes';
export type { ServiceCard, ServiceCardText } from './types';
export { useServiceCards } from './use-service-cards';
