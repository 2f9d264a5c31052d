import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './useFreeDays';

export interface ContactValue {
  name: string;
  phone?: string | null;
  whatsappUrl?: string | null;
}

/**
 * How to reach the other party of a confirmed booking (the server sends it only then, and only to the two
 * parties): a tap-to-call number and a WhatsApp chat with a message naming the booking.
 */
export function BookingContact({ contact, testIdPrefix }: { contact: ContactValue | null | undefined; testIdPrefix: string }) {
  const { t } = useTranslation('journey');
  if (!contact || (!contact.phone && !contact.whatsappUrl)) return null;
  return (
    <Paper withBorder p="xs" radius="sm" mt="sm" data-testid={`${testIdPrefix}-contact`}>
      <Text size="sm" fw={600} data-user-text={contact.name}>
        {t('list.contactTitle', { name: contact.name })}
      </Text>
      <Group gap="xs" mt={4} wrap="wrap">
        {contact.phone && (
          <Anchor href={`tel:+91${contact.phone}`} size="sm" data-testid={`${testIdPrefix}-contact-phone`}>
            {t('list.call', { phone: contact.phone })}
          </Anchor>
        )}
        {contact.whatsappUrl && (
          <Button
            component="a"
            href={contact.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            color="green"
            variant="light"
            data-testid={`${testIdPrefix}-whatsapp`}
          >
            {t('list.whatsapp')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
