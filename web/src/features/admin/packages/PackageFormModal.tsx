import { useMutation } from '@apollo/client/react';
import { Checkbox, Group, NumberInput, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MAX_DURATION_DAYS, packageInputSchema } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import type { AdminPackagesQuery } from '../../../__generated__/graphql';
import { ruleText, useRuleForm } from '../../../app/ruleForm';
import { FormModal } from '../kit';
import { ImageField } from '../ImageField';
import { IncludesInput } from './IncludesInput';

const CreatePackageDocument = graphql(`
  mutation AdminCreatePackage($input: PackageInput!) {
    createPackage(input: $input) {
      id
    }
  }
`);
const UpdatePackageDocument = graphql(`
  mutation AdminUpdatePackage($id: ID!, $input: UpdatePackageInput!) {
    updatePackage(id: $id, input: $input) {
      id
      name
      description
      destination
      price
      durationDays
      durationNights
      includes
      image
      popular
      virtualAvailable
      pricePerPerson
    }
  }
`);

type Pkg = AdminPackagesQuery['packages']['items'][number];

/** Add or edit a trip package: the shared package rule on both sides. */
export function PackageFormModal({ pkg, known, onClose }: { pkg: Pkg | null; known: string[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useRuleForm({
    schema: packageInputSchema,
    initialValues: {
      name: pkg?.name ?? '',
      description: pkg?.description ?? '',
      destination: pkg?.destination ?? '',
      durationDays: pkg?.durationDays ?? 1,
      durationNights: pkg?.durationNights ?? 0,
      price: pkg?.price ?? 0,
      includes: pkg?.includes ?? [],
      image: pkg?.image ?? '',
      popular: pkg?.popular ?? false,
      virtualAvailable: pkg?.virtualAvailable ?? false,
      pricePerPerson: pkg?.pricePerPerson ?? true,
    },
    // An emptied number input is not a number: the rule then answers its own message.
    toInput: (v) => ({
      ...v,
      durationDays: num(v.durationDays),
      durationNights: num(v.durationNights),
      price: num(v.price),
    }),
  });
  const [create] = useMutation(CreatePackageDocument, { refetchQueries: ['AdminPackages'] });
  const [update] = useMutation(UpdatePackageDocument, { refetchQueries: ['AdminPackages'] });

  async function save(values: typeof form.values) {
    const input = { ...values, image: values.image.trim() || null };
    if (pkg) await update({ variables: { id: pkg.id, input } });
    else await create({ variables: { input } });
    notifications.show({ color: 'green', message: t(pkg ? 'packages.updated' : 'packages.created') });
    onClose();
  }

  return (
    <FormModal
      form={form}
      title={t(pkg ? 'packages.edit' : 'packages.add')}
      size="lg"
      onClose={onClose}
      onSave={save}
      failTitle={t('packages.saveFailed')}
      testId="package-form"
      saveTestId="package-save"
    >
      <TextInput label={t('packages.name')} withAsterisk {...form.getInputProps('name')} />
      <Group grow>
        <TextInput label={t('packages.destination')} withAsterisk {...form.getInputProps('destination')} />
      </Group>
      <Group grow>
        <NumberInput
          label={t('packages.durationDays')}
          withAsterisk
          min={1}
          max={MAX_DURATION_DAYS}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('durationDays')}
          error={ruleText(form.errors.durationDays ?? form.errors.duration)}
          data-testid="package-days"
        />
        <NumberInput
          label={t('packages.durationNights')}
          withAsterisk
          min={0}
          max={MAX_DURATION_DAYS}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('durationNights')}
          data-testid="package-nights"
        />
      </Group>
      <NumberInput
        label={t('packages.price')}
        withAsterisk
        min={0}
        allowDecimal={false}
        allowNegative={false}
        prefix="₹"
        thousandSeparator=","
        {...form.getInputProps('price')}
      />
      <Textarea label={t('packages.description')} withAsterisk autosize minRows={3} {...form.getInputProps('description')} />
      <IncludesInput
        value={form.values.includes}
        onChange={(v) => form.setFieldValue('includes', v)}
        known={known}
        error={ruleText(form.errors.includes)}
      />
      <ImageField label={t('packages.image')} {...form.getInputProps('image')} />
      <Group>
        <Checkbox label={t('packages.popular')} {...form.getInputProps('popular', { type: 'checkbox' })} />
        <Checkbox label={t('packages.virtual')} {...form.getInputProps('virtualAvailable', { type: 'checkbox' })} />
        <Checkbox
          label={t('packages.pricePerPerson')}
          {...form.getInputProps('pricePerPerson', { type: 'checkbox' })}
          data-testid="package-price-per-person"
        />
      </Group>
    </FormModal>
  );
}

const num = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);
