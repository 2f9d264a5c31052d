import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Checkbox, Group, Rating, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { indiaToday } from '@marketplace/schema/rules';
import { testimonialInputSchema } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import { ruleText, useRuleForm } from '../../../app/ruleForm';
import { FormModal } from '../kit';
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
  const { t } = useTranslation('admin');
  const pandits = useQuery(PanditChoicesDocument);
  const form = useRuleForm({
    schema: testimonialInputSchema,
    initialValues: {
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
    },
  });
  const [create] = useMutation(CreateTestimonialDocument, { refetchQueries: ['AdminTestimonials'] });
  const [update] = useMutation(UpdateTestimonialDocument);

  async function save(values: typeof form.values) {
    const input = { ...values, avatar: values.avatar.trim() || null, panditId: values.panditId || null };
    if (testimonial) await update({ variables: { id: testimonial.id, input } });
    else await create({ variables: { input } });
    notifications.show({ color: 'green', message: t(testimonial ? 'testimonials.updated' : 'testimonials.created') });
    onClose();
  }

  const choices = (pandits.data?.pandits.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  const ratingError = ruleText(form.errors.rating);
  return (
    <FormModal
      form={form}
      title={t(testimonial ? 'testimonials.edit' : 'testimonials.add')}
      size="lg"
      onClose={onClose}
      onSave={save}
      failTitle={t('testimonials.saveFailed')}
      testId="testimonial-form"
      saveTestId="testimonial-save"
    >
      <Group grow>
        <TextInput label={t('testimonials.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label={t('testimonials.location')}
          withAsterisk
          placeholder={t('testimonials.locationPlaceholder')}
          {...form.getInputProps('location')}
        />
      </Group>
      <Group grow align="flex-start">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('testimonials.rating')}
          </Text>
          <Rating value={form.values.rating} onChange={(v) => form.setFieldValue('rating', v)} />
          {ratingError && (
            <Text size="xs" c="red">
              {ratingError}
            </Text>
          )}
        </Stack>
        <TextInput type="date" label={t('testimonials.date')} withAsterisk {...form.getInputProps('date')} />
      </Group>
      <Textarea label={t('testimonials.comment')} withAsterisk autosize minRows={3} {...form.getInputProps('comment')} />
      <Group grow>
        <Select
          label={t('testimonials.pandit')}
          data={choices}
          value={form.values.panditId || null}
          searchable
          clearable
          onChange={(id) => {
            form.setFieldValue('panditId', id ?? '');
            const chosen = choices.find((c) => c.value === id);
            if (chosen) form.setFieldValue('panditName', chosen.label);
          }}
        />
        <TextInput label={t('testimonials.panditName')} {...form.getInputProps('panditName')} />
      </Group>
      <TextInput label={t('testimonials.service')} {...form.getInputProps('serviceName')} />
      <ImageField label={t('testimonials.avatar')} {...form.getInputProps('avatar')} />
      <Checkbox label={t('testimonials.featuredToggle')} {...form.getInputProps('featured', { type: 'checkbox' })} />
    </FormModal>
  );
}
