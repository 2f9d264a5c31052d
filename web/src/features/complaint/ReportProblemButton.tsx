import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The dialog, its texts and the complaint operations load when a person first opens it.
const ReportProblemDialog = lazyPart(() => import('./ReportProblemDialog').then((m) => ({ default: m.ReportProblemDialog })));

/**
 * "Report a problem" on a booking (My Bookings, the pandit's workspace; later the proof screen): the one entry point
 * into the complaint desk. Its label is in the 'booking' namespace the booking pages already carry.
 */
export function ReportProblemButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="booking-report-problem"
      >
        {t('list.reportProblem')}
      </Button>
      {loaded && (
        <PartBoundary fallback={null}>
          <ReportProblemDialog bookingId={bookingId} opened={open} onClose={() => setOpen(false)} />
        </PartBoundary>
      )}
    </>
  );
}
