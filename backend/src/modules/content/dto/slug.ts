/** Lower-case words joined by single hyphens: the public key of posts, studies and openings. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = (field: string) =>
  `${field} must be lower-case letters, digits and single hyphens`;
