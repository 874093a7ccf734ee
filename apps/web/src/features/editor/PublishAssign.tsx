import { useState } from 'react';
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
  const [assigning, setAssigning] = useState(false);
  if (assigning) return <AssignDialog playlist={playlist} onClose={onKeepEditing} />;
  return <PublishedDialog onKeepEditing={onKeepEditing} onBack={onBack} onAssign={() => setAssigning(true)} />;
}
