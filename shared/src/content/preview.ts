/**
 * The query parameter of a public post or case study page that carries an editor's preview token
 * (`/blog/<slug>?preview=<token>`): the server renders the unpublished document for it.
 */
export const PREVIEW_PARAM = 'preview';
