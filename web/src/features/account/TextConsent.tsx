import { useMutation } from '@apollo/client/react';
import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { consentWording, type ConsentKind } from '@marketplace/schema/rules';
import { graphql } from '../../__generated__';
import { useQuery } from '../../app/query';
import './privacyTexts';

const MessageConsentDocument = graphql(`
  query MessageConsent {
    me {
      id
      phone
      messageConsent {
        smsSince
        whatsappSince
        marketingSince
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
        marketingSince
      }
    }
  }
`);

/**
 * The account's consents (issues #37, #35): booking updates by SMS and WhatsApp, and marketing e-mails; a switch
 * each, saved at once, as easy to turn off as on. Turning one off is the STOP: the server clears the consent, logs the
 * withdrawal and sends nothing more on that channel.
 */
export function TextConsent() {
  const { t, i18n } = useTranslation();
  const { t: tp } = useTranslation('privacy');
  // The consents' exact wording, the version the server records with each (schema/rules/privacy.ts).
  const wording = (kind: ConsentKind) => consentWording(kind)[i18n.language.startsWith('hi') ? 'hi' : 'en'];
  const { data } = useQuery(MessageConsentDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SetMessageChannelsDocument);
  const me = data?.me;
  if (!me) return null;

  async function toggle(channel: ConsentKind, on: boolean) {
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
        {tp('consents.title')}
      </Text>
      <Switch
        label={wording('whatsapp')}
        checked={Boolean(me.messageConsent.whatsappSince)}
        disabled={loading}
        onChange={(e) => void toggle('whatsapp', e.currentTarget.checked)}
        data-testid="consent-whatsapp"
      />
      <Switch
        label={wording('sms')}
        checked={Boolean(me.messageConsent.smsSince)}
        disabled={loading}
        onChange={(e) => void toggle('sms', e.currentTarget.checked)}
        data-testid="consent-sms"
      />
      <Switch
        label={wording('marketing')}
        checked={Boolean(me.messageConsent.marketingSince)}
        disabled={loading}
        onChange={(e) => void toggle('marketing', e.currentTarget.checked)}
        data-testid="consent-marketing"
      />
      {!me.phone && (
        <Text size="xs" c="dimmed">
          {t('auth.textsNeedPhone')}
        </Text>
      )}
    </Stack>
  );
}
