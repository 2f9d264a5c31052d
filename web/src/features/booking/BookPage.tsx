import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Container } from '@mantine/core';
import { useSession } from '../../app/session';
import { BookingDialog } from './BookingDialog';

/**
 * '/book/pandit/:id' and '/book/package/:id': opens the booking dialog directly (shareable links, and
 * the way in for pages that link rather than open the dialog themselves).
 */
export function BookPage() {
  const { kind, id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  // The dialog may finish after a login inside the flow: read the session as it is then.
  const role = useRef(user?.role);
  useEffect(() => {
    role.current = user?.role;
  }, [user?.role]);
  const booked = useRef(false);
  const target = id ? { id, name: '' } : null;
  return (
    <Container size="sm" py="xl">
      <BookingDialog
        opened={Boolean(target)}
        onClose={() => {
          if (!booked.current) void navigate(kind === 'package' ? '/packages' : '/pandits');
        }}
        pandit={kind === 'pandit' ? target : null}
        pkg={kind === 'package' ? target : null}
        onBooked={() => {
          booked.current = true;
          void navigate(role.current === 'USER' ? '/bookings' : '/');
        }}
      />
    </Container>
  );
}
