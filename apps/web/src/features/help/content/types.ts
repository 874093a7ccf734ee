/** One help page (contact, support, how-to, release notes, user manual), rendered generically. */
export type HelpDoc = {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
};

/** The shape each language file (`en.ts`, `es.ts`, `fr.ts`, `sv.ts`) exports by default. */
export type HelpContent = {
  contact: HelpDoc;
  support: HelpDoc;
  howto: HelpDoc;
  releasenotes: HelpDoc;
  usermanual: HelpDoc;
  /** Usage stats (docs/insight.md "Usage stats"): /home/help/stats, linked from the stats page. */
  stats: HelpDoc;
};
