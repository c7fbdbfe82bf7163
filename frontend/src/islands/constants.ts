/** The attribute naming an island on its element; `data-island-id` indexes its props. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The `<script type="application/json">` with every island's props (by id): an islands page. */
export const ISLAND_PROPS_ID = 'island-props';

/** Whether this document is a server-rendered islands page. */
export const isIslandsPage = (doc: Document): boolean =>
  doc.getElementById(ISLAND_PROPS_ID) !== null;
