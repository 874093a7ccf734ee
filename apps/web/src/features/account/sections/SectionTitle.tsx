import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography variant="h2" id={id} sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
