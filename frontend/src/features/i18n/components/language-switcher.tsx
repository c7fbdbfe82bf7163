import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n';
import { LANGUAGES, isLanguage, type Language } from '@fabrion/shared';
import { useLanguage } from '../use-language';

const LABELS = { en: 'English', es: 'Español', de: 'Deutsch' } as const;

/**
 * The language choice: the browser's own select (keyboard and screen-reader behaviour for free,
 * and none of the menu, popover and focus-trap code a custom select brings to the first load).
 * `onChange` is told of the member's choice (the portal keeps it on the account).
 */
export function LanguageSwitcher({ onChange }: { onChange?: (language: Language) => void } = {}) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Box
      component="select"
      value={language}
      aria-label={t('language.label')}
      title={t('language.label')}
      onChange={(event) => {
        const next = (event.target as HTMLSelectElement).value;
        if (!isLanguage(next)) return;
        // The address follows once the page is in the new language (`LanguageInUrl`).
        setLanguage(next);
        onChange?.(next);
      }}
      sx={{
        minWidth: 120,
        height: 40,
        px: 1.5,
        font: 'inherit',
        fontSize: '0.95rem',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        cursor: 'pointer',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LABELS[code]}
        </option>
      ))}
    </Box>
  );
}
