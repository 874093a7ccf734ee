import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/locale.ts';
import type { LegalDoc } from './types.ts';
import { useLegalTexts } from './useLegalTexts.ts';

/** Renders one legal text; `headingLevel` is the level of its section headings. */
export function LegalBody({ doc, headingLevel = 3 }: { doc: LegalDoc; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(`${doc.updated}T12:00:00Z`));
  return (
    <Box sx={{ '& p': { mb: 1.5 }, maxWidth: '75ch' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('legal.updated', { date })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{doc.intro}</Typography>
      {doc.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 2.5 }}>
          <Typography variant="h3" component={headingLevel === 2 ? 'h2' : 'h3'} sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} variant="body1">
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

export function LegalDocument({ kind, headingLevel }: { kind: 'eula' | 'privacy'; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isError, isPending } = useLegalTexts(locale);
  if (isPending) return <CircularProgress aria-label={t('app.loading')} />;
  if (isError || !data) return <Alert severity="error">{t('errors.generic')}</Alert>;
  return <LegalBody doc={data[kind]} headingLevel={headingLevel} />;
}
