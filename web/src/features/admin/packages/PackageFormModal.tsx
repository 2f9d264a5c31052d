import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MAX_DURATION_DAYS, packageInputSchema } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import type { AdminPackagesQuery } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formErrors, serverFieldErrors, NO_NATIVE_CHECKS } from '../shared';
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

export function PackageFormModal({ pkg, known, onClose }: { pkg: Pkg | null; known: string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [values, setValues] = useState({
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
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useMutation(CreatePackageDocument, { refetchQueries: ['AdminPackages'] });
  const [update, updating] = useMutation(UpdatePackageDocument, { refetchQueries: ['AdminPackages'] });
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => setValues((old) => ({ ...old, [k]: v }));

  async function submit() {
    const local = formErrors(packageInputSchema, values, i18n.language);
    setErrors(local ?? {});
    if (local) return;
    const input = { ...values, image: values.image.trim() || null };
    try {
      if (pkg) await update({ variables: { id: pkg.id, input } });
      else await create({ variables: { input } });
      notifications.show({ color: 'green', message: t(pkg ? 'packages.updated' : 'packages.created') });
      onClose();
    } catch (e) {
      setErrors(serverFieldErrors(e, i18n.language));
      notifications.show({ color: 'red', title: t('packages.saveFailed'), message: errorMessage(e, t) });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t(pkg ? 'packages.edit' : 'packages.add')} size="lg">
      <Stack
        component="form"
        {...NO_NATIVE_CHECKS}
        onSubmit={(e) => (e.preventDefault(), void submit())}
        gap="sm"
        data-testid="package-form"
      >
        <TextInput
          label={t('packages.name')}
          withAsterisk
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <Group grow>
          <TextInput
            label={t('packages.destination')}
            withAsterisk
            value={values.destination}
            onChange={(e) => set('destination', e.currentTarget.value)}
            error={errors.destination}
          />
        </Group>
        <Group grow>
          <NumberInput
            label={t('packages.durationDays')}
            withAsterisk
            min={1}
            max={MAX_DURATION_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={values.durationDays}
            onChange={(v) => set('durationDays', typeof v === 'number' ? v : Number.NaN)}
            error={errors.durationDays ?? errors.duration}
            data-testid="package-days"
          />
          <NumberInput
            label={t('packages.durationNights')}
            withAsterisk
            min={0}
            max={MAX_DURATION_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={values.durationNights}
            onChange={(v) => set('durationNights', typeof v === 'number' ? v : Number.NaN)}
            error={errors.durationNights}
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
          value={values.price}
          onChange={(v) => set('price', typeof v === 'number' ? v : Number.NaN)}
          error={errors.price}
        />
        <Textarea
          label={t('packages.description')}
          withAsterisk
          autosize
          minRows={3}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <IncludesInput value={values.includes} onChange={(v) => set('includes', v)} known={known} error={errors.includes} />
        <ImageField label={t('packages.image')} value={values.image} onChange={(v) => set('image', v)} error={errors.image} />
        <Group>
          <Checkbox
            label={t('packages.popular')}
            checked={values.popular}
            onChange={(e) => set('popular', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('packages.virtual')}
            checked={values.virtualAvailable}
            onChange={(e) => set('virtualAvailable', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('packages.pricePerPerson')}
            checked={values.pricePerPerson}
            onChange={(e) => set('pricePerPerson', e.currentTarget.checked)}
            data-testid="package-price-per-person"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="package-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
