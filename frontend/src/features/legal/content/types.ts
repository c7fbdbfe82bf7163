/** A block of a legal text: a paragraph or a bullet list. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  sections: LegalSection[];
}
