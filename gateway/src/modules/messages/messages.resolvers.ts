import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { MessagesService } from './messages.service.js';
import { PasswordResetService } from './password-reset.service.js';

export const messagesResolvers: Resolvers = {
  Query: {
    messages: (_p, { filter, page }, ctx) => new MessagesService(ctx).list(filter, page),
  },
  Mutation: {
    resendMessage: (_p, { id }, ctx) => new MessagesService(ctx).resend(id),
    setPreferredLanguage: (_p, { language }, ctx) => new MessagesService(ctx).setPreferredLanguage(language),
    setMessageChannels: (_p, { input }, ctx) => new MessagesService(ctx).setMessageChannels(input),
    requestPasswordReset: (_p, { email }, ctx) => new PasswordResetService(ctx).request(email),
    resetPassword: (_p, { token, password }, ctx) => new PasswordResetService(ctx).reset(token, password),
  },
  User: {
    preferredLanguage: (user) => (user.preferredLanguage === 'hi' ? 'HI' : 'EN'),
    messageConsent: (user) => ({
      smsSince: user.smsConsentAt ?? null,
      whatsappSince: user.whatsappConsentAt ?? null,
      marketingSince: user.marketingConsentAt ?? null,
    }),
  },
};
