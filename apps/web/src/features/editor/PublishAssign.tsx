import { can } from '@signage/shared';
import { useState } from 'react';
import { useStoredUser } from '../../state/session.ts';
import { AssignDialog } from '../devices/index.ts';
import { PublishedDialog } from './PublishDialog.tsx';

/** After publishing: the published dialog, whose "Assign" opens the screens' assign dialog (features/devices). */
export function PublishedAssign({
  playlist,
  onKeepEditing,
  onBack,
}: {
  playlist: { id: number; name: string };
  onKeepEditing: () => void;
  onBack: () => void;
}) {
  const user = useStoredUser();
  const [assigning, setAssigning] = useState(false);
  if (assigning) return <AssignDialog playlist={playlist} onClose={onKeepEditing} />;
  // Assigning needs the screens (devices.manage); a content creator only publishes.
  const mayAssign = can(user?.role, 'devices.manage');
  return <PublishedDialog onKeepEditing={onKeepEditing} onBack={onBack} onAssign={mayAssign ? () => setAssigning(true) : undefined} />;
}
