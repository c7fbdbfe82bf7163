export {
  createTranslator,
  type I18n,
  type Resources,
  type TFunction,
  type TOptions,
} from './translator';
export { I18nProvider, useTranslation } from './react';
