import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import type { I18n } from '@/lib/i18n';
import { ASSESSMENTS_NAMESPACE } from './lib/use-assessments-text';
import { assessmentTypeOfPath, SCORECARD_PATH } from './paths';

export interface AuthNotice {
  title: string;
  description: string;
}

/**
 * The toast for a visitor without a session on the scorecard or an assessment page (spec §8:
 * 'Authentication required' / 'Please log in to access the assessment.', or 'the assessment
 * tools.' on the scorecard), in the visitor's language; null for any other page.
 */
export async function assessmentAuthNotice(
  pathname: string,
  i18n: I18n,
): Promise<AuthNotice | null> {
  const key =
    pathname === SCORECARD_PATH
      ? 'toasts.authTools'
      : assessmentTypeOfPath(pathname)
        ? 'toasts.authAssessment'
        : null;
  if (!key) return null;
  const language = i18n.language as Language;
  if (!i18n.hasResourceBundle(language, ASSESSMENTS_NAMESPACE) && pageNamespaces.read)
    i18n.addResourceBundle(
      language,
      ASSESSMENTS_NAMESPACE,
      await pageNamespaces.read(language, ASSESSMENTS_NAMESPACE),
    );
  const t = i18n.getFixedT(language, ASSESSMENTS_NAMESPACE);
  return { title: t('toasts.authTitle'), description: t(key) };
}
