import simpleRestProvider from 'ra-data-simple-rest';

/**
 * The admin API contract: `GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,24]&filter={}`
 * answering the list with a `Content-Range: <resource> 0-24/<total>` header, plus the usual
 * `GET|PUT|DELETE /api/admin/<resource>/:id` and `POST /api/admin/<resource>`.
 */
export const dataProvider = simpleRestProvider('/api/admin');
