/** What a mail template gives for one language: the mail's layout (text and HTML) is templates.ts's. */
export interface Rendered {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  code?: string;
}
