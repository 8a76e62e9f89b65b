import { Notifications } from '@mantine/notifications';

/** The notification container, in its own chunk: it is not needed for the first paint (decision 0034). */
export default function NotificationsContainer() {
  return <Notifications position="top-right" autoClose={5000} limit={5} />;
}
