/** One help page (contact, support, how-to, release notes, user manual), rendered generically. */
export type HelpDoc = {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
};

/** The shape each language's `index.ts` (`en/`, `es/`, `fr/`, `sv/`) exports by default; README.md says where each topic lives. */
export type HelpContent = {
  contact: HelpDoc;
  support: HelpDoc;
  howto: HelpDoc;
  releasenotes: HelpDoc;
  usermanual: HelpDoc;
  /** Usage stats (docs/insight.md "Usage stats"): /home/help/stats, linked from the stats page. */
  stats: HelpDoc;
};
