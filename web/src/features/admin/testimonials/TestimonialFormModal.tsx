import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Button, Checkbox, Group, Modal, Rating, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { indiaToday } from '@marketplace/schema/rules';
import { testimonialInputSchema } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import { errorMessage } from '../../../app/errors';
import { formErrors, serverFieldErrors, NO_NATIVE_CHECKS } from '../shared';
import { ImageField } from '../ImageField';
import type { AdminTestimonial } from './TestimonialsTab';

const PanditChoicesDocument = graphql(`
  query AdminPanditChoices {
    pandits(page: { limit: 100 }, sort: NAME) {
      items {
        id
        name
      }
    }
  }
`);
const CreateTestimonialDocument = graphql(`
  mutation AdminCreateTestimonial($input: TestimonialInput!) {
    createTestimonial(input: $input) {
      id
    }
  }
`);
const UpdateTestimonialDocument = graphql(`
  mutation AdminUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) {
    updateTestimonial(id: $id, input: $input) {
      id
      name
      avatar
      location
      rating
      comment
      date
      featured
      serviceName
      panditName
      pandit {
        id
      }
    }
  }
`);

/** Add or edit (spec §5): rating 5 to 1 (default 5), date defaulting to today, a chosen pandit fills the pandit name. */
export function TestimonialFormModal({ testimonial, onClose }: { testimonial: AdminTestimonial | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const pandits = useQuery(PanditChoicesDocument);
  const [values, setValues] = useState({
    name: testimonial?.name ?? '',
    location: testimonial?.location ?? '',
    rating: testimonial?.rating ?? 5,
    comment: testimonial?.comment ?? '',
    date: testimonial?.date ?? indiaToday(),
    avatar: testimonial?.avatar ?? '',
    featured: testimonial?.featured ?? false,
    serviceName: testimonial?.serviceName ?? '',
    panditName: testimonial?.panditName ?? '',
    panditId: testimonial?.pandit?.id ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useMutation(CreateTestimonialDocument, { refetchQueries: ['AdminTestimonials'] });
  const [update, updating] = useMutation(UpdateTestimonialDocument);
  const set = <K extends keyof typeof values>(k: K, v: (typeof values)[K]) => setValues((old) => ({ ...old, [k]: v }));

  async function submit() {
    const local = formErrors(testimonialInputSchema, values, i18n.language);
    setErrors(local ?? {});
    if (local) return;
    const input = { ...values, avatar: values.avatar.trim() || null, panditId: values.panditId || null };
    try {
      if (testimonial) await update({ variables: { id: testimonial.id, input } });
      else await create({ variables: { input } });
      notifications.show({ color: 'green', message: t(testimonial ? 'testimonials.updated' : 'testimonials.created') });
      onClose();
    } catch (e) {
      setErrors(serverFieldErrors(e, i18n.language));
      notifications.show({ color: 'red', title: t('testimonials.saveFailed'), message: errorMessage(e, t) });
    }
  }

  const choices = (pandits.data?.pandits.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal opened onClose={onClose} title={t(testimonial ? 'testimonials.edit' : 'testimonials.add')} size="lg">
      <Stack
        component="form"
        {...NO_NATIVE_CHECKS}
        gap="sm"
        onSubmit={(e) => (e.preventDefault(), void submit())}
        data-testid="testimonial-form"
      >
        <Group grow>
          <TextInput
            label={t('testimonials.name')}
            withAsterisk
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label={t('testimonials.location')}
            withAsterisk
            placeholder={t('testimonials.locationPlaceholder')}
            value={values.location}
            onChange={(e) => set('location', e.currentTarget.value)}
            error={errors.location}
          />
        </Group>
        <Group grow align="flex-start">
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('testimonials.rating')}
            </Text>
            <Rating value={values.rating} onChange={(v) => set('rating', v)} />
            {errors.rating && (
              <Text size="xs" c="red">
                {errors.rating}
              </Text>
            )}
          </Stack>
          <TextInput
            type="date"
            label={t('testimonials.date')}
            withAsterisk
            value={values.date}
            onChange={(e) => set('date', e.currentTarget.value)}
            error={errors.date}
          />
        </Group>
        <Textarea
          label={t('testimonials.comment')}
          withAsterisk
          autosize
          minRows={3}
          value={values.comment}
          onChange={(e) => set('comment', e.currentTarget.value)}
          error={errors.comment}
        />
        <Group grow>
          <Select
            label={t('testimonials.pandit')}
            data={choices}
            value={values.panditId || null}
            searchable
            clearable
            onChange={(id) => {
              set('panditId', id ?? '');
              const chosen = choices.find((c) => c.value === id);
              if (chosen) set('panditName', chosen.label);
            }}
          />
          <TextInput
            label={t('testimonials.panditName')}
            value={values.panditName}
            onChange={(e) => set('panditName', e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label={t('testimonials.service')}
          value={values.serviceName}
          onChange={(e) => set('serviceName', e.currentTarget.value)}
        />
        <ImageField
          label={t('testimonials.avatar')}
          value={values.avatar}
          onChange={(v) => set('avatar', v)}
          error={errors.avatar}
        />
        <Checkbox
          label={t('testimonials.featuredToggle')}
          checked={values.featured}
          onChange={(e) => set('featured', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="testimonial-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
