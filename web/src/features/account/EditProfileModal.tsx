import { useState } from 'react';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The dialog and the form rules it validates with load when it is first opened, not with every page.
const EditProfileDialog = lazyPart(() => import('./EditProfileDialog').then((m) => ({ default: m.EditProfileDialog })));

/** Edit Profile (spec §2, §5, §8): stays mounted after its first opening, so closing animates. */
export function EditProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <PartBoundary failure={opened ? 'overlay' : 'silent'} onClose={onClose}>
      <EditProfileDialog opened={opened} onClose={onClose} />
    </PartBoundary>
  );
}
