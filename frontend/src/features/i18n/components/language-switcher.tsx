import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@fabrion/shared';
import { useLanguage } from '../use-language';

const LABELS = { en: 'English', es: 'Español', de: 'Deutsch' } as const;

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <TextField
      select
      size="small"
      value={language}
      label={t('language.label')}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
      sx={{ minWidth: 120 }}
      slotProps={{ select: { inputProps: { 'aria-label': t('language.label') } } }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LABELS[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
