import { maxLength, regex, required } from 'react-admin';

/** The server's rules, mirrored so editors see them before saving. */
export const SLUG_RULE = regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'Lower-case letters, digits and single hyphens',
);
export const text = (max: number, isRequired = true) =>
  isRequired ? [required(), maxLength(max)] : [maxLength(max)];
export const slug = (max: number) => [required(), SLUG_RULE, maxLength(max)];
