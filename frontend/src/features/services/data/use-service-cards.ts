import { use } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Language, ServiceSlug } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { serviceCardsNamespace, toServiceCards } from './service-cards';
import type { ServiceCard, ServiceCardText } from './types';

/**
 * The four cards of a service page in the current language; suspends while they are fetched
 * (see `pageNamespaces`).
 */
export function useServiceCards(slug: ServiceSlug): ServiceCard[] {
  const namespace = serviceCardsNamespace(slug);
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, namespace)) {
    i18n.addResourceBundle(language, namespace, use(pageNamespaces.read!(language, namespace)));
  }
  return toServiceCards(slug, t('cards', { returnObjects: true }) as ServiceCardText[]);
}
