import '@mantine/dates/styles.css';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { PanditBookingForm } from './PanditBookingForm';
import { TripBookingForm } from './TripBookingForm';

export interface BookingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Book this pandit (at least id and name; prices are loaded when missing). */
  pandit?: { id: string; name: string; [key: string]: unknown } | null;
  /** Or book this package. */
  pkg?: { id: string; name: string; price?: number; [key: string]: unknown } | null;
  onBooked?: (booking: BookingCardFragment) => void;
}

/**
 * The booking dialog (spec §2, §5): a pandit's form (date, free time slots, location, tier, virtual, price) or a
 * package's, which is a trip (start date, travellers, contact phone). Both share the form hook (useBookingForm: rules,
 * draft, submit) and the dialog's parts (BookingDialogParts).
 */
export function BookingDialog({ opened, onClose, pandit, pkg, onBooked }: BookingDialogProps) {
  if (pandit?.id) return <PanditBookingForm opened={opened} onClose={onClose} pandit={pandit} onBooked={onBooked} />;
  if (pkg?.id) return <TripBookingForm opened={opened} onClose={onClose} pkg={pkg} onBooked={onBooked} />;
  return null;
}
