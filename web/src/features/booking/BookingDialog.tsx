import '@mantine/dates/styles.css';
import { useRef, useState } from 'react';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { RequestSent } from './RequestSent';
import { PanditBookingForm } from './PanditBookingForm';
import { TripBookingForm } from './TripBookingForm';

export interface BookingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Book this pandit (at least id and name; prices are loaded when missing). */
  pandit?: { id: string; name: string; [key: string]: unknown } | null;
  /** The ceremony chosen before the dialog opened (a ceremony's page): preselected. */
  ceremonyId?: string | null;
  /** Or book this package. */
  pkg?: { id: string; name: string; price?: number; [key: string]: unknown } | null;
  onBooked?: (booking: BookingCardFragment) => void;
}

/**
 * The booking dialog (spec §2, §5): a pandit's form (date, free time slots, location, tier, virtual, price) or a
 * package's, which is a trip (start date, travellers, contact phone). Both share the form hook (useBookingForm: rules,
 * draft, submit) and the dialog's parts (BookingDialogParts).
 */
export function BookingDialog({ opened, onClose, pandit, ceremonyId, pkg, onBooked }: BookingDialogProps) {
  // A booking made ends on the "request sent" screen (issue #37); the owner hears of it (onBooked, onClose) when
  // that screen is left.
  const [sent, setSent] = useState<BookingCardFragment | null>(null);
  const sentRef = useRef<BookingCardFragment | null>(null);
  const booked = (booking: BookingCardFragment) => {
    sentRef.current = booking;
    setSent(booking);
  };
  const formClose = () => {
    if (!sentRef.current) onClose();
  };
  // Once that screen is left, the form stays closed until the owner closes the dialog (it does not reopen, and
  // its draft is not saved again, in the moment before the owner navigates away or unmounts it).
  const [finished, setFinished] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) setFinished(false);
  }
  const finish = () => {
    const booking = sentRef.current;
    sentRef.current = null;
    setFinished(true);
    setSent(null);
    if (booking && onBooked) onBooked(booking);
    else onClose();
  };
  const form = pandit?.id ? (
    <PanditBookingForm
      opened={opened && !sent && !finished}
      onClose={formClose}
      pandit={pandit}
      ceremonyId={ceremonyId}
      onBooked={booked}
    />
  ) : pkg?.id ? (
    <TripBookingForm opened={opened && !sent && !finished} onClose={formClose} pkg={pkg} onBooked={booked} />
  ) : null;
  return (
    <>
      {form}
      {sent && <RequestSent booking={sent} onClose={finish} onBookings={finish} />}
    </>
  );
}
