import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** The toasts' container, loaded with the first toast (providers.tsx; notifications.show() queues in the store meanwhile). */
export function Toasts() {
  return <Notifications position="top-right" zIndex={1000} />;
}
