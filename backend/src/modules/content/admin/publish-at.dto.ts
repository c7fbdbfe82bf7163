/** The field message of a content row's `publishAt` (every content input DTO has one). */
export const PUBLISH_AT_MESSAGE = 'publishAt must be a date and time (ISO 8601)';

/** Years 2000 to 2999 only: far-off years PostgreSQL or Date cannot hold are a 400, not a 500. */
export const PUBLISH_AT_RANGE = /^2\d{3}-\d{2}-\d{2}T/;
