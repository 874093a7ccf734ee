import './i18n/index.ts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { UsersTable } from './UsersTable.tsx';

/** /home/users (spec 2.4): list, add (invitation), role, delete with transfer or delete of data, approval. */
export default function UsersPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <UsersTable />
    </Box>
  );
}
