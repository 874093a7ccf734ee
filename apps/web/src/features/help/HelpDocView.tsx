import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HelpDoc } from './content/types.ts';

/** Renders any HelpDoc: title (h2), intro, sections (h3) with paragraphs and bullet lists. */
export function HelpDocView({ doc }: { doc: HelpDoc }) {
  return (
    <Box component="article" sx={{ maxWidth: '78ch' }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {doc.title}
      </Typography>
      <Typography sx={{ mb: 3, fontSize: '1.05rem' }} color="text.secondary">
        {doc.intro}
      </Typography>
      {doc.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 1.25 }}>
              {p}
            </Typography>
          ))}
          {section.bullets?.length ? (
            <Box component="ul" sx={{ mt: 0, pl: 3 }}>
              {section.bullets.map((b) => (
                <Typography component="li" key={b} sx={{ mb: 0.5 }}>
                  {b}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
