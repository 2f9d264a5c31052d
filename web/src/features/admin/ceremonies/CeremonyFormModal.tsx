import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Box,
  Button,
  Radio,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ceremonyInputSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { CeremonyInput } from '../../../__generated__/graphql';
import { errorMessage, serverFieldErrors } from '../../../app/errors';
import { ruleText, useRuleForm } from '../../../app/ruleForm';
import { NO_NATIVE_CHECKS } from '../kit';
import { AdminCeremoniesDocument, type AdminCeremony } from './CeremoniesTab';
import { FIELDSET } from '../../ceremony/shared';

const CreateCeremonyDocument = graphql(`
  mutation AdminCreateCeremony($input: CeremonyInput!) {
    createCeremony(input: $input) {
      id
    }
  }
`);
const UpdateCeremonyDocument = graphql(`
  mutation AdminUpdateCeremony($id: ID!, $input: CeremonyInput!) {
    updateCeremony(id: $id, input: $input) {
      id
    }
  }
`);

const text = (x?: { en: string; hi: string }) => ({ en: x?.en ?? '', hi: x?.hi ?? '' });
/** Comma-separated aliases as a list (the rule trims them and drops repeats). */
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The form's values: exactly the CeremonyInput the shared rule checks (so its paths are the form's fields). */
function initialValues(c: AdminCeremony | null): CeremonyInput {
  return {
    slug: c?.slug ?? '',
    name: text(c?.name),
    aliases: c?.aliases ?? [],
    description: text(c?.description),
    whenDone: text(c?.whenDone),
    whoFor: text(c?.whoFor),
    durationMinutes: c?.durationMinutes ?? 60,
    steps: c?.steps.map(text) ?? [],
    samagri: c?.samagri.map((s) => ({ name: text(s.name), quantity: text(s.quantity), providedBy: s.providedBy })) ?? [],
  };
}

/** Add or edit a ceremony: names, aliases, the three texts and the steps in both languages, duration, samagri. */
export function CeremonyFormModal({ ceremony, onClose }: { ceremony: AdminCeremony | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useRuleForm<CeremonyInput>({ schema: ceremonyInputSchema, initialValues: initialValues(ceremony) });
  const [aliases, setAliases] = useState(() => ceremony?.aliases.join(', ') ?? '');
  const [create, creating] = useMutation(CreateCeremonyDocument, { refetchQueries: [AdminCeremoniesDocument] });
  const [update, updating] = useMutation(UpdateCeremonyDocument, { refetchQueries: [AdminCeremoniesDocument] });

  async function submit(input: CeremonyInput) {
    try {
      if (ceremony) await update({ variables: { id: ceremony.id, input } });
      else await create({ variables: { input } });
      notifications.show({ color: 'green', message: t(ceremony ? 'ceremonies.updated' : 'ceremonies.created') });
      onClose();
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      notifications.show({ color: 'red', title: t('ceremonies.saveFailed'), message: errorMessage(e, t) });
    }
  }

  /** An English and a Hindi field side by side (one column on a phone). */
  const pair = (path: string, label: string, long = false) => {
    const Input = long ? Textarea : TextInput;
    const extra = long ? { autosize: true, minRows: 2 } : {};
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Input
          label={`${label} (${t('ceremonies.en')})`}
          {...extra}
          {...form.getInputProps(`${path}.en`)}
          data-testid={`ceremony-${path}-en`}
        />
        <Input
          label={`${label} (${t('ceremonies.hi')})`}
          lang="hi"
          {...extra}
          {...form.getInputProps(`${path}.hi`)}
          data-testid={`ceremony-${path}-hi`}
        />
      </SimpleGrid>
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(ceremony ? 'ceremonies.edit' : 'ceremonies.add')} size="xl">
      <Stack
        component="form"
        {...NO_NATIVE_CHECKS}
        onSubmit={(e) => {
          e.preventDefault();
          form.onSubmit((v) => void submit(v))();
        }}
        gap="sm"
        data-testid="ceremony-form"
      >
        {pair('name', t('ceremonies.name'))}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('ceremonies.slug')}
            description={t('ceremonies.slugHint')}
            {...form.getInputProps('slug')}
            data-testid="ceremony-slug"
          />
          <NumberInput
            label={t('ceremonies.durationMinutes')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('durationMinutes')}
            data-testid="ceremony-duration"
          />
        </SimpleGrid>
        <TextInput
          label={t('ceremonies.aliases')}
          description={t('ceremonies.aliasesHint')}
          value={aliases}
          onChange={(e) => {
            setAliases(e.currentTarget.value);
            form.setFieldValue('aliases', list(e.currentTarget.value));
          }}
          error={ruleText(form.errors.aliases)}
          data-testid="ceremony-aliases"
        />
        {pair('description', t('ceremonies.description'), true)}
        {pair('whenDone', t('ceremonies.whenDone'), true)}
        {pair('whoFor', t('ceremonies.whoFor'), true)}

        <Box component="fieldset" style={FIELDSET}>
          <Text component="legend" fw={500} size="sm" px={4}>
            {t('ceremonies.steps')}
          </Text>
          <Stack gap="xs">
            {form.values.steps.map((_, i) => (
              <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
                <div style={{ flex: 1 }}>{pair(`steps.${i}`, t('ceremonies.step', { n: i + 1 }))}</div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('ceremonies.removeStep', { n: i + 1 })}
                  onClick={() => form.removeListItem('steps', i)}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() => form.insertListItem('steps', text())}
              data-testid="ceremony-add-step"
            >
              {t('ceremonies.addStep')}
            </Button>
          </Stack>
        </Box>

        <Box component="fieldset" style={FIELDSET}>
          <Text component="legend" fw={500} size="sm" px={4}>
            {t('ceremonies.samagri')}
          </Text>
          <Stack gap="sm">
            {form.values.samagri.map((item, i) => (
              <Stack key={i} gap={4} data-testid="ceremony-samagri-item">
                {pair(`samagri.${i}.name`, t('ceremonies.item', { n: i + 1 }))}
                {pair(`samagri.${i}.quantity`, t('ceremonies.quantity'))}
                <Group justify="space-between">
                  <div>
                    <Text size="sm" fw={500} mb={2}>
                      {t('ceremonies.providedBy')}
                    </Text>
                    <Radio.Group
                      value={item.providedBy}
                      onChange={(v) => form.setFieldValue(`samagri.${i}.providedBy`, v)}
                      aria-label={t('ceremonies.providedBy')}
                    >
                      <Group gap="md">
                        <Radio value="PANDIT" label={t('ceremonies.byPandit')} />
                        <Radio value="FAMILY" label={t('ceremonies.byFamily')} />
                      </Group>
                    </Radio.Group>
                  </div>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => form.removeListItem('samagri', i)}
                    aria-label={t('ceremonies.removeItem', { n: i + 1 })}
                  >
                    {t('form.delete')}
                  </Button>
                </Group>
              </Stack>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              onClick={() => form.insertListItem('samagri', { name: text(), quantity: text(), providedBy: 'PANDIT' })}
              data-testid="ceremony-add-item"
            >
              {t('ceremonies.addItem')}
            </Button>
          </Stack>
        </Box>

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="ceremony-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
