/** A legal text (EULA or privacy policy) in one language. */
export type LegalDoc = {
  /** ISO date of the last change */
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
};

export type LegalTexts = { eula: LegalDoc; privacy: LegalDoc };
