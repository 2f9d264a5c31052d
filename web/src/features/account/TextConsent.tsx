import { useMutation } from '@apollo/client/react';
import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__';
import { useQuery } from '../../app/query';

const MessageConsentDocument = graphql(`
  query MessageConsent {
    me {
      id
      phone
      messageConsent {
        smsSince
        whatsappSince
      }
    }
  }
`);

const SetMessageChannelsDocument = graphql(`
  mutation SetMessageChannels($input: SetMessageChannelsInput!) {
    setMessageChannels(input: $input) {
      id
      messageConsent {
        smsSince
        whatsappSince
      }
    }
  }
`);

/**
 * The account's consent to booking updates by SMS and WhatsApp (issue #37): a switch per channel, saved at once.
 * Turning one off is the STOP: the server clears the consent and sends nothing more on that channel.
 */
export function TextConsent() {
  const { t } = useTranslation();
  const { data } = useQuery(MessageConsentDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SetMessageChannelsDocument);
  const me = data?.me;
  if (!me) return null;

  async function toggle(channel: 'sms' | 'whatsapp', on: boolean) {
    try {
      await save({ variables: { input: { [channel]: on } } });
      notifications.show({ color: 'green', message: t('auth.textsSaved') });
    } catch {
      notifications.show({ color: 'red', message: t('auth.textsFailed') });
    }
  }

  return (
    <Stack gap={6} data-testid="text-consent">
      <Text size="sm" fw={500}>
        {t('auth.textsTitle')}
      </Text>
      <Switch
        label={t('auth.whatsappOptIn')}
        checked={Boolean(me.messageConsent.whatsappSince)}
        disabled={loading}
        onChange={(e) => void toggle('whatsapp', e.currentTarget.checked)}
        data-testid="consent-whatsapp"
      />
      <Switch
        label={t('auth.smsOptIn')}
        checked={Boolean(me.messageConsent.smsSince)}
        disabled={loading}
        onChange={(e) => void toggle('sms', e.currentTarget.checked)}
        data-testid="consent-sms"
      />
      {!me.phone && (
        <Text size="xs" c="dimmed">
          {t('auth.textsNeedPhone')}
        </Text>
      )}
    </Stack>
  );
}
