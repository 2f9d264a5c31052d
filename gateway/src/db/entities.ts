import { UserSchema } from '../modules/account/user.entity.js';
import { PanditSchema } from '../modules/pandit/pandit.entity.js';
import { PackageSchema } from '../modules/package/package.entity.js';
import { BookingSchema } from '../modules/booking/booking.entity.js';
import { BookingOfferSchema } from '../modules/booking/booking-offer.entity.js';
import { CeremonySchema, PanditCeremonySchema } from '../modules/ceremony/ceremony.entity.js';
import { ReviewSchema } from '../modules/review/review.entity.js';
import { TestimonialSchema } from '../modules/testimonial/testimonial.entity.js';
import { AboutContentSchema } from '../modules/about/about.entity.js';
import { MediaSchema } from '../modules/media/media.entity.js';
import { AuditEntrySchema, BookingStatusChangeSchema } from '../modules/admin/audit.entity.js';
import { RefreshTokenSchema, SessionSchema } from '../auth/session.entity.js';
import { MessageEventSchema, MessageSchema, PasswordResetSchema } from '../modules/messages/message.entity.js';
import { PaymentSchema, RefundSchema, WebhookEventSchema } from '../modules/payment/payment.entity.js';
import { ApiKeySchema } from '../modules/partner/api-key.entity.js';
import { ApplicationDraftSchema } from '../modules/join-draft/join-draft.entity.js';
import { PanditRequestSchema } from '../modules/pandit-request/pandit-request.entity.js';
import { PanditDocumentSchema } from '../modules/verification/document.entity.js';
import { BookingProofSchema } from '../modules/booking/proof.entity.js';
import { ComplaintMessageSchema, ComplaintSchema } from '../modules/complaint/complaint.entity.js';
import {
  PayoutAccountSchema,
  PayoutBatchSchema,
  PayoutItemSchema,
  PayoutReleaseSchema,
  PayoutSchema,
} from '../modules/payout/payout.entity.js';
import { ConsentRecordSchema } from '../modules/privacy/consent.entity.js';

export const ENTITIES = [
  UserSchema,
  PanditSchema,
  PackageSchema,
  BookingSchema,
  BookingOfferSchema,
  CeremonySchema,
  PanditCeremonySchema,
  ReviewSchema,
  TestimonialSchema,
  AboutContentSchema,
  MediaSchema,
  AuditEntrySchema,
  BookingStatusChangeSchema,
  SessionSchema,
  RefreshTokenSchema,
  MessageEventSchema,
  MessageSchema,
  PasswordResetSchema,
  PaymentSchema,
  RefundSchema,
  WebhookEventSchema,
  ApiKeySchema,
  ApplicationDraftSchema,
  PanditRequestSchema,
  PanditDocumentSchema,
  BookingProofSchema,
  ComplaintSchema,
  ComplaintMessageSchema,
  ConsentRecordSchema,
  PayoutAccountSchema,
  PayoutReleaseSchema,
  PayoutBatchSchema,
  PayoutSchema,
  PayoutItemSchema,
];
