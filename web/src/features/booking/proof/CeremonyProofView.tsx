import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatDateTime } from '../../../app/format';
import { PrivateImageModal } from '../../../components/ui/PrivateImageModal';
import { ConfirmCeremonyMutation } from '../operations';
import './i18n';

interface Proof {
  photos: string[];
  capturedAt?: string | null;
  joinedAt?: string | null;
  confirmedAt?: string | null;
  confirmBy: string;
}

/**
 * What shows that a ceremony took place (issue #34): the pandit's photos (private, fetched with the session) or the
 * time he joined the meeting; the customer confirms it happened within 72 hours (or reports a problem).
 */
export function CeremonyProofView({ bookingId, proof, asCustomer }: { bookingId: string; proof: Proof; asCustomer: boolean }) {
  const { t, i18n } = useTranslation('proof');
  const lang = i18n.language;
  const [viewing, setViewing] = useState<string | null>(null);
  const [confirm, { loading }] = useMutation(ConfirmCeremonyMutation);
  // The window is read when the card renders (the answer says until when).
  const [open] = useState(() => Date.now() <= new Date(proof.confirmBy).getTime());

  async function confirmIt() {
    try {
      await confirm({ variables: { id: bookingId } });
      notifications.show({ color: 'green', message: t('view.confirmDone') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('view.confirmFailed'), message: errorMessage(e, t) });
    }
  }

  return (
    <Paper withBorder radius="sm" p="sm" mt="sm" data-testid="ceremony-proof">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('view.title')}
        </Text>
        {proof.capturedAt && <Text size="sm">{t('view.taken', { when: formatDateTime(proof.capturedAt, lang) })}</Text>}
        {proof.joinedAt && <Text size="sm">{t('view.joined', { when: formatDateTime(proof.joinedAt, lang) })}</Text>}
        {proof.photos.length > 0 && (
          <Group gap="xs">
            {proof.photos.map((url, i) => (
              <Button key={url} size="compact-sm" variant="light" onClick={() => setViewing(url)} data-testid="proof-photo">
                {t('view.photo', { n: i + 1 })}
              </Button>
            ))}
          </Group>
        )}
        {asCustomer &&
          (proof.confirmedAt ? (
            <Text size="sm" c="teal.8" data-testid="proof-confirmed">
              {t('view.confirmed', { date: formatDate(proof.confirmedAt, lang) })}
            </Text>
          ) : open ? (
            <Group gap="xs" align="center">
              <Text size="sm">{t('view.confirmHint', { date: formatDateTime(proof.confirmBy, lang) })}</Text>
              <Button size="xs" color="green" loading={loading} onClick={() => void confirmIt()} data-testid="proof-confirm">
                {t('view.confirm')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('view.windowPassed')}
            </Text>
          ))}
      </Stack>
      <PrivateImageModal
        url={viewing}
        onClose={() => setViewing(null)}
        title={t('view.photoTitle')}
        failed={t('view.photoFailed')}
      />
    </Paper>
  );
}
