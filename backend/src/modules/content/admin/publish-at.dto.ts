/** The field message of a content row's `publishAt` (every content input DTO has one). */
export const PUBLISH_AT_MESSAGE = 'publishAt must be a date and time (ISO 8601)';
