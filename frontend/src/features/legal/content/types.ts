/** A block of a legal text: a paragraph or a bullet list. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** Numbered: "1. Scope". */
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  sections: LegalSection[];
}
