/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PageFields on PageInfo {\n    page\n    limit\n    totalCount\n    hasNextPage\n  }\n": typeof types.PageFieldsFragmentDoc,
    "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SetPreferredLanguage($language: MessageLanguage!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": typeof types.SetPreferredLanguageDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n": typeof types.SiteConfigDocument,
    "\n  query AboutContent($language: String) {\n    about(language: $language) {\n      title\n      content\n      mission\n      vision\n      values\n      updatedAt\n    }\n  }\n": typeof types.AboutContentDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query MessageConsent {\n    me {\n      id\n      phone\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n": typeof types.MessageConsentDocument,
    "\n  mutation SetMessageChannels($input: SetMessageChannelsInput!) {\n    setMessageChannels(input: $input) {\n      id\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n": typeof types.SetMessageChannelsDocument,
    "\n  query AdminAboutEditable {\n    aboutEditable {\n      en {\n        title\n        content\n        mission\n        vision\n        values\n        updatedAt\n        updatedBy\n      }\n      hi {\n        title\n        content\n        mission\n        vision\n        values\n      }\n    }\n  }\n": typeof types.AdminAboutEditableDocument,
    "\n  mutation AdminUpdateAbout($en: AboutTextInput!, $hi: AboutTranslationInput) {\n    updateAbout(en: $en, hi: $hi) {\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.AdminUpdateAboutDocument,
    "\n  query AdminApiKeys($page: PageInput) {\n    apiKeys(page: $page) {\n      items {\n        id\n        name\n        contactEmail\n        prefix\n        createdAt\n        lastUsedAt\n        requestsToday\n        revokedAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminApiKeysDocument,
    "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.AdminRevokeApiKeyDocument,
    "\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminCreateApiKeyDocument,
    "\n  fragment AdminApplicationFields on Pandit {\n    ...ApplicationFields\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.AdminApplicationFieldsFragmentDoc,
    "\n  query AdminApplicationStats {\n    panditApplicationStats {\n      pending\n      approved\n      rejected\n      total\n    }\n  }\n": typeof types.AdminApplicationStatsDocument,
    "\n  query AdminPendingApplications {\n    pendingPandits {\n      ...AdminApplicationFields\n    }\n  }\n": typeof types.AdminPendingApplicationsDocument,
    "\n  query AdminAllApplications($status: RegistrationStatus, $page: PageInput) {\n    panditApplications(status: $status, page: $page) {\n      items {\n        ...AdminApplicationFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminAllApplicationsDocument,
    "\n  mutation AdminApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      ...AdminApplicationFields\n    }\n  }\n": typeof types.AdminApprovePanditDocument,
    "\n  mutation AdminRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      ...AdminApplicationFields\n    }\n  }\n": typeof types.AdminRejectPanditDocument,
    "\n  query AdminBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      date\n      time\n      location\n      notes\n      tier\n      isVirtual\n      meetingLink\n      totalAmount\n      status\n      paymentStatus\n      cancellationReason\n      createdAt\n      user {\n        id\n        name\n        email\n        phone\n      }\n      pandit {\n        id\n        name\n        phone\n        location\n      }\n      package {\n        id\n        name\n      }\n      history {\n        id\n        field\n        from\n        to\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminBookingDetailDocument,
    "\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      items {\n        id\n        reference\n        date\n        time\n        totalAmount\n        status\n        paymentStatus\n        user {\n          id\n          name\n          email\n          phone\n        }\n        pandit {\n          id\n          name\n          avatar\n          location\n        }\n        package {\n          id\n          name\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  mutation AdminSetBookingStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.AdminSetBookingStatusDocument,
    "\n  mutation AdminSetBookingPayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    updateBookingPayment(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n": typeof types.AdminSetBookingPaymentDocument,
    "\n  query AdminAuditLog($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        id\n        action\n        entity\n        entityId\n        actorName\n        changes\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminDataCounts {\n    dataCounts {\n      users\n      pandits\n      packages\n      bookings\n      reviews\n      testimonials\n      payments\n      refunds\n      messages\n    }\n  }\n": typeof types.AdminDataCountsDocument,
    "\n  query AdminExportData {\n    exportData\n  }\n": typeof types.AdminExportDataDocument,
    "\n  mutation AdminClearData {\n    clearData(confirm: true) {\n      deleted {\n        pandits\n        packages\n        bookings\n        reviews\n        testimonials\n        payments\n        refunds\n      }\n    }\n  }\n": typeof types.AdminClearDataDocument,
    "\n  query AdminMessages($filter: MessageFilter, $page: PageInput) {\n    messages(filter: $filter, page: $page) {\n      items {\n        id\n        event\n        recipient\n        channel\n        language\n        subject\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        createdAt\n        sentAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n": typeof types.ResendMessageDocument,
    "\n  query AdminOverview {\n    adminDashboard {\n      stats {\n        totalPandits\n        approvedPandits\n        pendingPandits\n        totalUsers\n        totalPackages\n        totalBookings\n        totalRevenue\n        revenueLakhs\n        averageRating\n      }\n      recentBookings {\n        id\n        date\n        time\n        totalAmount\n        status\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n        }\n      }\n      topPandits {\n        id\n        name\n        avatar\n        location\n        city\n        rating\n        reviewCount\n      }\n      monthly {\n        month\n        bookings\n        revenue\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n    pendingPandits {\n      id\n      name\n      city\n      state\n      experience\n      createdAt\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  mutation OverviewApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      id\n      registrationStatus\n    }\n  }\n": typeof types.OverviewApprovePanditDocument,
    "\n  mutation OverviewRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      id\n      registrationStatus\n    }\n  }\n": typeof types.OverviewRejectPanditDocument,
    "\n  mutation AdminCreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreatePackageDocument,
    "\n  mutation AdminUpdatePackage($id: ID!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      id\n      name\n      description\n      destination\n      price\n      durationDays\n      durationNights\n      includes\n      image\n      popular\n      virtualAvailable\n    }\n  }\n": typeof types.AdminUpdatePackageDocument,
    "\n  query AdminPackages {\n    packages(page: { limit: 100 }) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n": typeof types.AdminPackagesDocument,
    "\n  mutation AdminTogglePopular($id: ID!, $popular: Boolean!) {\n    updatePackage(id: $id, input: { popular: $popular }) {\n      id\n      popular\n    }\n  }\n": typeof types.AdminTogglePopularDocument,
    "\n  mutation AdminDeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n": typeof types.AdminDeletePackageDocument,
    "\n  mutation AdminCreatePandit($input: PanditApplicationInput!) {\n    createPandit(input: $input) {\n      pandit {\n        id\n      }\n      oneTimePassword\n    }\n  }\n": typeof types.AdminCreatePanditDocument,
    "\n  mutation AdminUpdatePandit($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdatePanditDocument,
    "\n  query AdminPandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        whatsappNumber\n        avatar\n        bio\n        location\n        state\n        city\n        rating\n        reviewCount\n        experience\n        specializations\n        languages\n        pricing {\n          basic\n          premium\n          deluxe\n          virtualBasic\n          virtualPremium\n          virtualDeluxe\n        }\n        virtualPoojaAvailable\n        registrationStatus\n        verified\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminPanditsDocument,
    "\n  mutation AdminSetPanditVerified($id: ID!, $verified: Boolean!) {\n    setPanditVerified(id: $id, verified: $verified) {\n      id\n      verified\n      registrationStatus\n    }\n  }\n": typeof types.AdminSetPanditVerifiedDocument,
    "\n  mutation AdminDeletePandit($id: ID!) {\n    deletePandit(id: $id)\n  }\n": typeof types.AdminDeletePanditDocument,
    "\n  query AdminPayments($filter: PaymentFilter, $page: PageInput) {\n    payments(filter: $filter, page: $page) {\n      items {\n        id\n        method\n        amount\n        reference\n        orderId\n        status\n        reason\n        createdAt\n        booking {\n          id\n          reference\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  mutation AdminVerifyPayment($id: ID!) {\n    verifyPayment(id: $id) {\n      id\n      status\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n": typeof types.AdminVerifyPaymentDocument,
    "\n  mutation AdminRejectPayment($id: ID!, $reason: String!) {\n    rejectPayment(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": typeof types.AdminRejectPaymentDocument,
    "\n  query AdminRefunds($filter: RefundFilter, $page: PageInput) {\n    refunds(filter: $filter, page: $page) {\n      items {\n        id\n        amount\n        percent\n        rule\n        status\n        reference\n        createdAt\n        booking {\n          id\n          reference\n          totalAmount\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminRefundsDocument,
    "\n  mutation AdminMarkRefunded($id: ID!, $reference: String!) {\n    markRefunded(id: $id, reference: $reference) {\n      id\n      status\n      reference\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n": typeof types.AdminMarkRefundedDocument,
    "\n  query AdminPanditChoices {\n    pandits(page: { limit: 100 }, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminPanditChoicesDocument,
    "\n  mutation AdminCreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateTestimonialDocument,
    "\n  mutation AdminUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n": typeof types.AdminUpdateTestimonialDocument,
    "\n  query AdminTestimonials {\n    testimonials(limit: 100) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n": typeof types.AdminTestimonialsDocument,
    "\n  mutation AdminToggleFeatured($id: ID!) {\n    toggleTestimonialFeatured(id: $id) {\n      id\n      featured\n    }\n  }\n": typeof types.AdminToggleFeaturedDocument,
    "\n  mutation AdminDeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n": typeof types.AdminDeleteTestimonialDocument,
    "\n  query AdminUserCounts {\n    adminDashboard {\n      stats {\n        totalUsers\n        totalAccounts\n        totalAdmins\n        newUsersThisMonth\n      }\n    }\n  }\n": typeof types.AdminUserCountsDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      oneTimePassword\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      role\n      avatar\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query BookableSlots($panditId: ID!, $date: Date!) {\n    bookableSlots(panditId: $panditId, date: $date) {\n      time\n      available\n      reason\n    }\n  }\n": typeof types.BookableSlotsDocument,
    "\n  query BookingPandit($id: ID!) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      location\n      city\n      state\n      virtualPoojaAvailable\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n    }\n  }\n": typeof types.BookingPanditDocument,
    "\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      destination\n      durationDays\n      durationNights\n      price\n      virtualAvailable\n    }\n  }\n": typeof types.BookingPackageDocument,
    "\n  fragment BookingCard on Booking {\n    id\n    date\n    time\n    location\n    notes\n    tier\n    isVirtual\n    totalAmount\n    status\n    paymentStatus\n    meetingLink\n    cancellationReason\n    createdAt\n    pandit {\n      id\n      name\n      avatar\n      city\n      state\n    }\n    package {\n      id\n      name\n      destination\n      durationDays\n    }\n    review {\n      id\n      rating\n      comment\n    }\n    viewerCan {\n      cancel\n      confirm\n      decline\n      complete\n      review\n      reschedule\n    }\n    reference\n    travellers\n    contactPhone\n  }\n": typeof types.BookingCardFragmentDoc,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...BookingCard\n      pandit {\n        id\n        medianResponseMinutes\n      }\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query MyBookings($page: PageInput, $when: BookingWhen, $language: String) {\n    bookings(filter: { scope: MINE, when: $when }, page: $page) {\n      items {\n        ...BookingCard\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n        ...BookingPayment\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingCard\n      ...BookingPayment\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation CreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      rating\n      comment\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  query Ceremonies($when: BookingWhen!, $excludeCancelled: Boolean, $page: PageInput, $language: String) {\n    bookings(filter: { scope: CEREMONIES, when: $when, excludeCancelled: $excludeCancelled }, page: $page) {\n      items {\n        ...BookingCard\n        user {\n          id\n          name\n          avatar\n        }\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": typeof types.CeremoniesDocument,
    "\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n": typeof types.ConfirmBookingDocument,
    "\n  mutation DeclineBooking($id: ID!, $reason: String!) {\n    declineBooking(id: $id, reason: $reason) {\n      ...BookingCard\n    }\n  }\n": typeof types.DeclineBookingDocument,
    "\n  mutation CompleteBooking($id: ID!) {\n    completeBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n": typeof types.CompleteBookingDocument,
    "\n  query MyAvailability {\n    me {\n      id\n      panditProfile {\n        id\n        name\n        availability {\n          weeklyHours {\n            weekday\n            slots\n          }\n          blockedDates\n        }\n      }\n    }\n  }\n": typeof types.MyAvailabilityDocument,
    "\n  mutation SetMyAvailability($input: SetAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      id\n      availability {\n        weeklyHours {\n          weekday\n          slots\n        }\n        blockedDates\n      }\n    }\n  }\n": typeof types.SetMyAvailabilityDocument,
    "\n  query FreeDays($panditId: ID!, $from: Date!, $to: Date!) {\n    freeDays(panditId: $panditId, from: $from, to: $to) {\n      date\n      freeSlots\n    }\n  }\n": typeof types.FreeDaysDocument,
    "\n  mutation RescheduleBooking($id: ID!, $date: Date!, $time: String!, $language: String) {\n    rescheduleBooking(id: $id, date: $date, time: $time) {\n      ...BookingCard\n      contact(language: $language) {\n        name\n        phone\n        whatsappUrl\n      }\n    }\n  }\n": typeof types.RescheduleBookingDocument,
    "\n  query DevelopersApiLimits {\n    apiLimits {\n      maxQueryCost\n      defaultPageSize\n      visitor {\n        limit\n        restoreRate\n      }\n      apiKey {\n        limit\n        restoreRate\n      }\n    }\n  }\n": typeof types.DevelopersApiLimitsDocument,
    "\n  query PartnerFindPandits($city: String, $limit: Int!) {\n    pandits(filter: { city: $city }, page: { limit: $limit }) {\n      items {\n        id\n        name\n        city\n        rating\n        languages\n        pricing {\n          basic\n        }\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PartnerFindPanditsDocument,
    "\n  fragment ApplicationFields on Pandit {\n    id\n    name\n    email\n    phone\n    whatsappNumber\n    avatar\n    bio\n    specializations\n    experience\n    languages\n    pricing {\n      basic\n      premium\n      deluxe\n      virtualBasic\n      virtualPremium\n      virtualDeluxe\n    }\n    verified\n    approved\n    registrationStatus\n    rejectionReason\n    location\n    state\n    city\n    photos\n    virtualPoojaAvailable\n    createdAt\n  }\n": typeof types.ApplicationFieldsFragmentDoc,
    "\n  query MyPanditApplication {\n    me {\n      id\n      role\n      panditProfile {\n        ...ApplicationFields\n      }\n    }\n  }\n": typeof types.MyPanditApplicationDocument,
    "\n  query JoinReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n": typeof types.JoinReferenceDocument,
    "\n  mutation ApplyAsPandit($input: PanditApplicationInput!) {\n    applyAsPandit(input: $input) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.ApplyAsPanditDocument,
    "\n  mutation ResubmitPanditApplication($input: PanditApplicationInput!) {\n    resubmitPanditApplication(input: $input) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.ResubmitPanditApplicationDocument,
    "\n  mutation UpdateOwnPanditProfile($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      ...ApplicationFields\n    }\n  }\n": typeof types.UpdateOwnPanditProfileDocument,
    "\n  query MyApplicationDraft {\n    myApplicationDraft {\n      draft\n      step\n      updatedAt\n    }\n  }\n": typeof types.MyApplicationDraftDocument,
    "\n  mutation SaveApplicationDraft($draft: JSON!, $step: Int!) {\n    savePanditApplicationDraft(draft: $draft, step: $step) {\n      updatedAt\n    }\n  }\n": typeof types.SaveApplicationDraftDocument,
    "\n  mutation DiscardApplicationDraft {\n    discardPanditApplicationDraft\n  }\n": typeof types.DiscardApplicationDraftDocument,
    "\n  query Inclusions {\n    packageInclusions {\n      id\n      name {\n        en\n        hi\n      }\n    }\n  }\n": typeof types.InclusionsDocument,
    "\n  fragment PanditCardFields on Pandit {\n    id\n    name\n    avatar\n    city\n    state\n    location\n    experience\n    rating\n    reviewCount\n    specializations\n    virtualPoojaAvailable\n    distanceKm\n    pricing {\n      basic\n      virtualBasic\n    }\n  }\n": typeof types.PanditCardFieldsFragmentDoc,
    "\n  query HomePandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n      correctedQuery\n    }\n  }\n": typeof types.HomePanditsDocument,
    "\n  query HomePackages($page: PageInput) {\n    packages(page: $page) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n": typeof types.HomePackagesDocument,
    "\n  query FeaturedTestimonials {\n    testimonials(featured: true, limit: 3) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      serviceName\n      panditName\n    }\n  }\n": typeof types.FeaturedTestimonialsDocument,
    "\n  query MarketplaceReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n          latitude\n          longitude\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n      destinations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n": typeof types.MarketplaceReferenceDocument,
    "\n  query SearchSuggestions($query: String!, $language: String, $limit: Int) {\n    searchSuggestions(query: $query, language: $language, limit: $limit) {\n      kind\n      label\n      value\n      id\n      state\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query VirtualPandits($page: PageInput) {\n    pandits(filter: { serviceType: VIRTUAL }, sort: RATING, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n": typeof types.VirtualPanditsDocument,
    "\n  query BookingPanchang($id: ID!, $from: Date!, $to: Date!) {\n    pandit(id: $id) {\n      id\n      panchangCity {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      panchang(from: $from, to: $to) {\n        date\n        utcOffsetMinutes\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n        rahuKaal {\n          start\n          end\n        }\n        ekadashi\n        purnima\n        amavasya\n      }\n    }\n  }\n": typeof types.BookingPanchangDocument,
    "\n  query SuggestMuhurat($panditId: ID!, $ceremony: MuhuratCeremony!, $from: Date!) {\n    suggestMuhuratDates(panditId: $panditId, ceremony: $ceremony, from: $from) {\n      date\n      freeSlots\n      panchang {\n        date\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n      }\n    }\n    muhuratRules {\n      ceremony\n      name {\n        en\n        hi\n      }\n      source {\n        en\n        hi\n      }\n    }\n  }\n": typeof types.SuggestMuhuratDocument,
    "\n  query PanditProfile($id: ID!, $reviewPage: PageInput) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      bio\n      experience\n      languages\n      specializations\n      location\n      city\n      state\n      photos\n      rating\n      reviewCount\n      virtualPoojaAvailable\n      ceremoniesCompleted\n      medianResponseMinutes\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n      reviews(page: $reviewPage) {\n        averageRating\n        items {\n          id\n          rating\n          comment\n          userName\n          userAvatar\n          createdAt\n        }\n        pageInfo {\n          page\n          totalCount\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.PanditProfileDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment BookingPayment on Booking {\n    id\n    reference\n    totalAmount\n    paymentStatus\n    viewerCan {\n      pay\n    }\n    payments {\n      id\n      method\n      status\n      reference\n      reason\n      createdAt\n    }\n    refund {\n      id\n      amount\n      percent\n      rule\n      status\n      reference\n    }\n  }\n": typeof types.BookingPaymentFragmentDoc,
    "\n  query PaymentOptions {\n    siteConfig {\n      payments {\n        upi\n        razorpay\n      }\n    }\n  }\n": typeof types.PaymentOptionsDocument,
    "\n  query UpiPayment($id: ID!) {\n    booking(id: $id) {\n      id\n      upiPayment {\n        uri\n        qrCode\n        amount\n        payee\n        payeeName\n        reference\n      }\n    }\n  }\n": typeof types.UpiPaymentDocument,
    "\n  mutation SubmitUpiPayment($bookingId: ID!, $utr: String!) {\n    submitUpiPayment(bookingId: $bookingId, utr: $utr) {\n      id\n      status\n      booking {\n        ...BookingPayment\n      }\n    }\n  }\n": typeof types.SubmitUpiPaymentDocument,
    "\n  mutation CreateRazorpayOrder($bookingId: ID!) {\n    createRazorpayOrder(bookingId: $bookingId) {\n      orderId\n      keyId\n      amount\n      currency\n      reference\n      payeeName\n    }\n  }\n": typeof types.CreateRazorpayOrderDocument,
    "\n  query BookingPaymentState($id: ID!) {\n    booking(id: $id) {\n      ...BookingPayment\n    }\n  }\n": typeof types.BookingPaymentStateDocument,
    "\n  query Receipt($bookingId: ID!) {\n    receipt(bookingId: $bookingId) {\n      number\n      amount\n      method\n      reference\n      paidAt\n      payeeName\n      payee\n      customerName\n      booking {\n        id\n        date\n        time\n        tier\n        isVirtual\n        location\n        status\n        paymentStatus\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n          destination\n        }\n        refund {\n          id\n          amount\n          status\n          reference\n        }\n      }\n    }\n  }\n": typeof types.ReceiptDocument,
};
const documents: Documents = {
    "\n  fragment PageFields on PageInfo {\n    page\n    limit\n    totalCount\n    hasNextPage\n  }\n": types.PageFieldsFragmentDoc,
    "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SetPreferredLanguage($language: MessageLanguage!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n": types.SetPreferredLanguageDocument,
    "\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n": types.SiteConfigDocument,
    "\n  query AboutContent($language: String) {\n    about(language: $language) {\n      title\n      content\n      mission\n      vision\n      values\n      updatedAt\n    }\n  }\n": types.AboutContentDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query MessageConsent {\n    me {\n      id\n      phone\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n": types.MessageConsentDocument,
    "\n  mutation SetMessageChannels($input: SetMessageChannelsInput!) {\n    setMessageChannels(input: $input) {\n      id\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n": types.SetMessageChannelsDocument,
    "\n  query AdminAboutEditable {\n    aboutEditable {\n      en {\n        title\n        content\n        mission\n        vision\n        values\n        updatedAt\n        updatedBy\n      }\n      hi {\n        title\n        content\n        mission\n        vision\n        values\n      }\n    }\n  }\n": types.AdminAboutEditableDocument,
    "\n  mutation AdminUpdateAbout($en: AboutTextInput!, $hi: AboutTranslationInput) {\n    updateAbout(en: $en, hi: $hi) {\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n": types.AdminUpdateAboutDocument,
    "\n  query AdminApiKeys($page: PageInput) {\n    apiKeys(page: $page) {\n      items {\n        id\n        name\n        contactEmail\n        prefix\n        createdAt\n        lastUsedAt\n        requestsToday\n        revokedAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminApiKeysDocument,
    "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.AdminRevokeApiKeyDocument,
    "\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.AdminCreateApiKeyDocument,
    "\n  fragment AdminApplicationFields on Pandit {\n    ...ApplicationFields\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.AdminApplicationFieldsFragmentDoc,
    "\n  query AdminApplicationStats {\n    panditApplicationStats {\n      pending\n      approved\n      rejected\n      total\n    }\n  }\n": types.AdminApplicationStatsDocument,
    "\n  query AdminPendingApplications {\n    pendingPandits {\n      ...AdminApplicationFields\n    }\n  }\n": types.AdminPendingApplicationsDocument,
    "\n  query AdminAllApplications($status: RegistrationStatus, $page: PageInput) {\n    panditApplications(status: $status, page: $page) {\n      items {\n        ...AdminApplicationFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminAllApplicationsDocument,
    "\n  mutation AdminApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      ...AdminApplicationFields\n    }\n  }\n": types.AdminApprovePanditDocument,
    "\n  mutation AdminRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      ...AdminApplicationFields\n    }\n  }\n": types.AdminRejectPanditDocument,
    "\n  query AdminBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      date\n      time\n      location\n      notes\n      tier\n      isVirtual\n      meetingLink\n      totalAmount\n      status\n      paymentStatus\n      cancellationReason\n      createdAt\n      user {\n        id\n        name\n        email\n        phone\n      }\n      pandit {\n        id\n        name\n        phone\n        location\n      }\n      package {\n        id\n        name\n      }\n      history {\n        id\n        field\n        from\n        to\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n": types.AdminBookingDetailDocument,
    "\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      items {\n        id\n        reference\n        date\n        time\n        totalAmount\n        status\n        paymentStatus\n        user {\n          id\n          name\n          email\n          phone\n        }\n        pandit {\n          id\n          name\n          avatar\n          location\n        }\n        package {\n          id\n          name\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  mutation AdminSetBookingStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.AdminSetBookingStatusDocument,
    "\n  mutation AdminSetBookingPayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    updateBookingPayment(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n": types.AdminSetBookingPaymentDocument,
    "\n  query AdminAuditLog($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        id\n        action\n        entity\n        entityId\n        actorName\n        changes\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminDataCounts {\n    dataCounts {\n      users\n      pandits\n      packages\n      bookings\n      reviews\n      testimonials\n      payments\n      refunds\n      messages\n    }\n  }\n": types.AdminDataCountsDocument,
    "\n  query AdminExportData {\n    exportData\n  }\n": types.AdminExportDataDocument,
    "\n  mutation AdminClearData {\n    clearData(confirm: true) {\n      deleted {\n        pandits\n        packages\n        bookings\n        reviews\n        testimonials\n        payments\n        refunds\n      }\n    }\n  }\n": types.AdminClearDataDocument,
    "\n  query AdminMessages($filter: MessageFilter, $page: PageInput) {\n    messages(filter: $filter, page: $page) {\n      items {\n        id\n        event\n        recipient\n        channel\n        language\n        subject\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        createdAt\n        sentAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n": types.ResendMessageDocument,
    "\n  query AdminOverview {\n    adminDashboard {\n      stats {\n        totalPandits\n        approvedPandits\n        pendingPandits\n        totalUsers\n        totalPackages\n        totalBookings\n        totalRevenue\n        revenueLakhs\n        averageRating\n      }\n      recentBookings {\n        id\n        date\n        time\n        totalAmount\n        status\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n        }\n      }\n      topPandits {\n        id\n        name\n        avatar\n        location\n        city\n        rating\n        reviewCount\n      }\n      monthly {\n        month\n        bookings\n        revenue\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n    pendingPandits {\n      id\n      name\n      city\n      state\n      experience\n      createdAt\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  mutation OverviewApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      id\n      registrationStatus\n    }\n  }\n": types.OverviewApprovePanditDocument,
    "\n  mutation OverviewRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      id\n      registrationStatus\n    }\n  }\n": types.OverviewRejectPanditDocument,
    "\n  mutation AdminCreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      id\n    }\n  }\n": types.AdminCreatePackageDocument,
    "\n  mutation AdminUpdatePackage($id: ID!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      id\n      name\n      description\n      destination\n      price\n      durationDays\n      durationNights\n      includes\n      image\n      popular\n      virtualAvailable\n    }\n  }\n": types.AdminUpdatePackageDocument,
    "\n  query AdminPackages {\n    packages(page: { limit: 100 }) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n": types.AdminPackagesDocument,
    "\n  mutation AdminTogglePopular($id: ID!, $popular: Boolean!) {\n    updatePackage(id: $id, input: { popular: $popular }) {\n      id\n      popular\n    }\n  }\n": types.AdminTogglePopularDocument,
    "\n  mutation AdminDeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n": types.AdminDeletePackageDocument,
    "\n  mutation AdminCreatePandit($input: PanditApplicationInput!) {\n    createPandit(input: $input) {\n      pandit {\n        id\n      }\n      oneTimePassword\n    }\n  }\n": types.AdminCreatePanditDocument,
    "\n  mutation AdminUpdatePandit($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdatePanditDocument,
    "\n  query AdminPandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        whatsappNumber\n        avatar\n        bio\n        location\n        state\n        city\n        rating\n        reviewCount\n        experience\n        specializations\n        languages\n        pricing {\n          basic\n          premium\n          deluxe\n          virtualBasic\n          virtualPremium\n          virtualDeluxe\n        }\n        virtualPoojaAvailable\n        registrationStatus\n        verified\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminPanditsDocument,
    "\n  mutation AdminSetPanditVerified($id: ID!, $verified: Boolean!) {\n    setPanditVerified(id: $id, verified: $verified) {\n      id\n      verified\n      registrationStatus\n    }\n  }\n": types.AdminSetPanditVerifiedDocument,
    "\n  mutation AdminDeletePandit($id: ID!) {\n    deletePandit(id: $id)\n  }\n": types.AdminDeletePanditDocument,
    "\n  query AdminPayments($filter: PaymentFilter, $page: PageInput) {\n    payments(filter: $filter, page: $page) {\n      items {\n        id\n        method\n        amount\n        reference\n        orderId\n        status\n        reason\n        createdAt\n        booking {\n          id\n          reference\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  mutation AdminVerifyPayment($id: ID!) {\n    verifyPayment(id: $id) {\n      id\n      status\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n": types.AdminVerifyPaymentDocument,
    "\n  mutation AdminRejectPayment($id: ID!, $reason: String!) {\n    rejectPayment(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": types.AdminRejectPaymentDocument,
    "\n  query AdminRefunds($filter: RefundFilter, $page: PageInput) {\n    refunds(filter: $filter, page: $page) {\n      items {\n        id\n        amount\n        percent\n        rule\n        status\n        reference\n        createdAt\n        booking {\n          id\n          reference\n          totalAmount\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminRefundsDocument,
    "\n  mutation AdminMarkRefunded($id: ID!, $reference: String!) {\n    markRefunded(id: $id, reference: $reference) {\n      id\n      status\n      reference\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n": types.AdminMarkRefundedDocument,
    "\n  query AdminPanditChoices {\n    pandits(page: { limit: 100 }, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AdminPanditChoicesDocument,
    "\n  mutation AdminCreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateTestimonialDocument,
    "\n  mutation AdminUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n": types.AdminUpdateTestimonialDocument,
    "\n  query AdminTestimonials {\n    testimonials(limit: 100) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n": types.AdminTestimonialsDocument,
    "\n  mutation AdminToggleFeatured($id: ID!) {\n    toggleTestimonialFeatured(id: $id) {\n      id\n      featured\n    }\n  }\n": types.AdminToggleFeaturedDocument,
    "\n  mutation AdminDeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n": types.AdminDeleteTestimonialDocument,
    "\n  query AdminUserCounts {\n    adminDashboard {\n      stats {\n        totalUsers\n        totalAccounts\n        totalAdmins\n        newUsersThisMonth\n      }\n    }\n  }\n": types.AdminUserCountsDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.AdminDeleteUserDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      oneTimePassword\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      role\n      avatar\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query BookableSlots($panditId: ID!, $date: Date!) {\n    bookableSlots(panditId: $panditId, date: $date) {\n      time\n      available\n      reason\n    }\n  }\n": types.BookableSlotsDocument,
    "\n  query BookingPandit($id: ID!) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      location\n      city\n      state\n      virtualPoojaAvailable\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n    }\n  }\n": types.BookingPanditDocument,
    "\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      destination\n      durationDays\n      durationNights\n      price\n      virtualAvailable\n    }\n  }\n": types.BookingPackageDocument,
    "\n  fragment BookingCard on Booking {\n    id\n    date\n    time\n    location\n    notes\n    tier\n    isVirtual\n    totalAmount\n    status\n    paymentStatus\n    meetingLink\n    cancellationReason\n    createdAt\n    pandit {\n      id\n      name\n      avatar\n      city\n      state\n    }\n    package {\n      id\n      name\n      destination\n      durationDays\n    }\n    review {\n      id\n      rating\n      comment\n    }\n    viewerCan {\n      cancel\n      confirm\n      decline\n      complete\n      review\n      reschedule\n    }\n    reference\n    travellers\n    contactPhone\n  }\n": types.BookingCardFragmentDoc,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...BookingCard\n      pandit {\n        id\n        medianResponseMinutes\n      }\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query MyBookings($page: PageInput, $when: BookingWhen, $language: String) {\n    bookings(filter: { scope: MINE, when: $when }, page: $page) {\n      items {\n        ...BookingCard\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n        ...BookingPayment\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingCard\n      ...BookingPayment\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation CreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      rating\n      comment\n    }\n  }\n": types.CreateReviewDocument,
    "\n  query Ceremonies($when: BookingWhen!, $excludeCancelled: Boolean, $page: PageInput, $language: String) {\n    bookings(filter: { scope: CEREMONIES, when: $when, excludeCancelled: $excludeCancelled }, page: $page) {\n      items {\n        ...BookingCard\n        user {\n          id\n          name\n          avatar\n        }\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n": types.CeremoniesDocument,
    "\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n": types.ConfirmBookingDocument,
    "\n  mutation DeclineBooking($id: ID!, $reason: String!) {\n    declineBooking(id: $id, reason: $reason) {\n      ...BookingCard\n    }\n  }\n": types.DeclineBookingDocument,
    "\n  mutation CompleteBooking($id: ID!) {\n    completeBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n": types.CompleteBookingDocument,
    "\n  query MyAvailability {\n    me {\n      id\n      panditProfile {\n        id\n        name\n        availability {\n          weeklyHours {\n            weekday\n            slots\n          }\n          blockedDates\n        }\n      }\n    }\n  }\n": types.MyAvailabilityDocument,
    "\n  mutation SetMyAvailability($input: SetAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      id\n      availability {\n        weeklyHours {\n          weekday\n          slots\n        }\n        blockedDates\n      }\n    }\n  }\n": types.SetMyAvailabilityDocument,
    "\n  query FreeDays($panditId: ID!, $from: Date!, $to: Date!) {\n    freeDays(panditId: $panditId, from: $from, to: $to) {\n      date\n      freeSlots\n    }\n  }\n": types.FreeDaysDocument,
    "\n  mutation RescheduleBooking($id: ID!, $date: Date!, $time: String!, $language: String) {\n    rescheduleBooking(id: $id, date: $date, time: $time) {\n      ...BookingCard\n      contact(language: $language) {\n        name\n        phone\n        whatsappUrl\n      }\n    }\n  }\n": types.RescheduleBookingDocument,
    "\n  query DevelopersApiLimits {\n    apiLimits {\n      maxQueryCost\n      defaultPageSize\n      visitor {\n        limit\n        restoreRate\n      }\n      apiKey {\n        limit\n        restoreRate\n      }\n    }\n  }\n": types.DevelopersApiLimitsDocument,
    "\n  query PartnerFindPandits($city: String, $limit: Int!) {\n    pandits(filter: { city: $city }, page: { limit: $limit }) {\n      items {\n        id\n        name\n        city\n        rating\n        languages\n        pricing {\n          basic\n        }\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n": types.PartnerFindPanditsDocument,
    "\n  fragment ApplicationFields on Pandit {\n    id\n    name\n    email\n    phone\n    whatsappNumber\n    avatar\n    bio\n    specializations\n    experience\n    languages\n    pricing {\n      basic\n      premium\n      deluxe\n      virtualBasic\n      virtualPremium\n      virtualDeluxe\n    }\n    verified\n    approved\n    registrationStatus\n    rejectionReason\n    location\n    state\n    city\n    photos\n    virtualPoojaAvailable\n    createdAt\n  }\n": types.ApplicationFieldsFragmentDoc,
    "\n  query MyPanditApplication {\n    me {\n      id\n      role\n      panditProfile {\n        ...ApplicationFields\n      }\n    }\n  }\n": types.MyPanditApplicationDocument,
    "\n  query JoinReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n": types.JoinReferenceDocument,
    "\n  mutation ApplyAsPandit($input: PanditApplicationInput!) {\n    applyAsPandit(input: $input) {\n      ...ApplicationFields\n    }\n  }\n": types.ApplyAsPanditDocument,
    "\n  mutation ResubmitPanditApplication($input: PanditApplicationInput!) {\n    resubmitPanditApplication(input: $input) {\n      ...ApplicationFields\n    }\n  }\n": types.ResubmitPanditApplicationDocument,
    "\n  mutation UpdateOwnPanditProfile($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      ...ApplicationFields\n    }\n  }\n": types.UpdateOwnPanditProfileDocument,
    "\n  query MyApplicationDraft {\n    myApplicationDraft {\n      draft\n      step\n      updatedAt\n    }\n  }\n": types.MyApplicationDraftDocument,
    "\n  mutation SaveApplicationDraft($draft: JSON!, $step: Int!) {\n    savePanditApplicationDraft(draft: $draft, step: $step) {\n      updatedAt\n    }\n  }\n": types.SaveApplicationDraftDocument,
    "\n  mutation DiscardApplicationDraft {\n    discardPanditApplicationDraft\n  }\n": types.DiscardApplicationDraftDocument,
    "\n  query Inclusions {\n    packageInclusions {\n      id\n      name {\n        en\n        hi\n      }\n    }\n  }\n": types.InclusionsDocument,
    "\n  fragment PanditCardFields on Pandit {\n    id\n    name\n    avatar\n    city\n    state\n    location\n    experience\n    rating\n    reviewCount\n    specializations\n    virtualPoojaAvailable\n    distanceKm\n    pricing {\n      basic\n      virtualBasic\n    }\n  }\n": types.PanditCardFieldsFragmentDoc,
    "\n  query HomePandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n      correctedQuery\n    }\n  }\n": types.HomePanditsDocument,
    "\n  query HomePackages($page: PageInput) {\n    packages(page: $page) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n": types.HomePackagesDocument,
    "\n  query FeaturedTestimonials {\n    testimonials(featured: true, limit: 3) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      serviceName\n      panditName\n    }\n  }\n": types.FeaturedTestimonialsDocument,
    "\n  query MarketplaceReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n          latitude\n          longitude\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n      destinations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n": types.MarketplaceReferenceDocument,
    "\n  query SearchSuggestions($query: String!, $language: String, $limit: Int) {\n    searchSuggestions(query: $query, language: $language, limit: $limit) {\n      kind\n      label\n      value\n      id\n      state\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query VirtualPandits($page: PageInput) {\n    pandits(filter: { serviceType: VIRTUAL }, sort: RATING, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n": types.VirtualPanditsDocument,
    "\n  query BookingPanchang($id: ID!, $from: Date!, $to: Date!) {\n    pandit(id: $id) {\n      id\n      panchangCity {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      panchang(from: $from, to: $to) {\n        date\n        utcOffsetMinutes\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n        rahuKaal {\n          start\n          end\n        }\n        ekadashi\n        purnima\n        amavasya\n      }\n    }\n  }\n": types.BookingPanchangDocument,
    "\n  query SuggestMuhurat($panditId: ID!, $ceremony: MuhuratCeremony!, $from: Date!) {\n    suggestMuhuratDates(panditId: $panditId, ceremony: $ceremony, from: $from) {\n      date\n      freeSlots\n      panchang {\n        date\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n      }\n    }\n    muhuratRules {\n      ceremony\n      name {\n        en\n        hi\n      }\n      source {\n        en\n        hi\n      }\n    }\n  }\n": types.SuggestMuhuratDocument,
    "\n  query PanditProfile($id: ID!, $reviewPage: PageInput) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      bio\n      experience\n      languages\n      specializations\n      location\n      city\n      state\n      photos\n      rating\n      reviewCount\n      virtualPoojaAvailable\n      ceremoniesCompleted\n      medianResponseMinutes\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n      reviews(page: $reviewPage) {\n        averageRating\n        items {\n          id\n          rating\n          comment\n          userName\n          userAvatar\n          createdAt\n        }\n        pageInfo {\n          page\n          totalCount\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.PanditProfileDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment BookingPayment on Booking {\n    id\n    reference\n    totalAmount\n    paymentStatus\n    viewerCan {\n      pay\n    }\n    payments {\n      id\n      method\n      status\n      reference\n      reason\n      createdAt\n    }\n    refund {\n      id\n      amount\n      percent\n      rule\n      status\n      reference\n    }\n  }\n": types.BookingPaymentFragmentDoc,
    "\n  query PaymentOptions {\n    siteConfig {\n      payments {\n        upi\n        razorpay\n      }\n    }\n  }\n": types.PaymentOptionsDocument,
    "\n  query UpiPayment($id: ID!) {\n    booking(id: $id) {\n      id\n      upiPayment {\n        uri\n        qrCode\n        amount\n        payee\n        payeeName\n        reference\n      }\n    }\n  }\n": types.UpiPaymentDocument,
    "\n  mutation SubmitUpiPayment($bookingId: ID!, $utr: String!) {\n    submitUpiPayment(bookingId: $bookingId, utr: $utr) {\n      id\n      status\n      booking {\n        ...BookingPayment\n      }\n    }\n  }\n": types.SubmitUpiPaymentDocument,
    "\n  mutation CreateRazorpayOrder($bookingId: ID!) {\n    createRazorpayOrder(bookingId: $bookingId) {\n      orderId\n      keyId\n      amount\n      currency\n      reference\n      payeeName\n    }\n  }\n": types.CreateRazorpayOrderDocument,
    "\n  query BookingPaymentState($id: ID!) {\n    booking(id: $id) {\n      ...BookingPayment\n    }\n  }\n": types.BookingPaymentStateDocument,
    "\n  query Receipt($bookingId: ID!) {\n    receipt(bookingId: $bookingId) {\n      number\n      amount\n      method\n      reference\n      paidAt\n      payeeName\n      payee\n      customerName\n      booking {\n        id\n        date\n        time\n        tier\n        isVirtual\n        location\n        status\n        paymentStatus\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n          destination\n        }\n        refund {\n          id\n          amount\n          status\n          reference\n        }\n      }\n    }\n  }\n": types.ReceiptDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageFields on PageInfo {\n    page\n    limit\n    totalCount\n    hasNextPage\n  }\n"): (typeof documents)["\n  fragment PageFields on PageInfo {\n    page\n    limit\n    totalCount\n    hasNextPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    email\n    phone\n    role\n    avatar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPreferredLanguage($language: MessageLanguage!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation SetPreferredLanguage($language: MessageLanguage!) {\n    setPreferredLanguage(language: $language) {\n      id\n      preferredLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n"): (typeof documents)["\n  query SiteConfig {\n    siteConfig {\n      demoMode\n      supportPhone\n      supportEmail\n      whatsappNumber\n      facebookUrl\n      instagramUrl\n      youtubeUrl\n      twitterUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutContent($language: String) {\n    about(language: $language) {\n      title\n      content\n      mission\n      vision\n      values\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AboutContent($language: String) {\n    about(language: $language) {\n      title\n      content\n      mission\n      vision\n      values\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageConsent {\n    me {\n      id\n      phone\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageConsent {\n    me {\n      id\n      phone\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessageChannels($input: SetMessageChannelsInput!) {\n    setMessageChannels(input: $input) {\n      id\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMessageChannels($input: SetMessageChannelsInput!) {\n    setMessageChannels(input: $input) {\n      id\n      messageConsent {\n        smsSince\n        whatsappSince\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAboutEditable {\n    aboutEditable {\n      en {\n        title\n        content\n        mission\n        vision\n        values\n        updatedAt\n        updatedBy\n      }\n      hi {\n        title\n        content\n        mission\n        vision\n        values\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAboutEditable {\n    aboutEditable {\n      en {\n        title\n        content\n        mission\n        vision\n        values\n        updatedAt\n        updatedBy\n      }\n      hi {\n        title\n        content\n        mission\n        vision\n        values\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateAbout($en: AboutTextInput!, $hi: AboutTranslationInput) {\n    updateAbout(en: $en, hi: $hi) {\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateAbout($en: AboutTextInput!, $hi: AboutTranslationInput) {\n    updateAbout(en: $en, hi: $hi) {\n      title\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiKeys($page: PageInput) {\n    apiKeys(page: $page) {\n      items {\n        id\n        name\n        contactEmail\n        prefix\n        createdAt\n        lastUsedAt\n        requestsToday\n        revokedAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApiKeys($page: PageInput) {\n    apiKeys(page: $page) {\n      items {\n        id\n        name\n        contactEmail\n        prefix\n        createdAt\n        lastUsedAt\n        requestsToday\n        revokedAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminApplicationFields on Pandit {\n    ...ApplicationFields\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment AdminApplicationFields on Pandit {\n    ...ApplicationFields\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplicationStats {\n    panditApplicationStats {\n      pending\n      approved\n      rejected\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminApplicationStats {\n    panditApplicationStats {\n      pending\n      approved\n      rejected\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingApplications {\n    pendingPandits {\n      ...AdminApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingApplications {\n    pendingPandits {\n      ...AdminApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAllApplications($status: RegistrationStatus, $page: PageInput) {\n    panditApplications(status: $status, page: $page) {\n      items {\n        ...AdminApplicationFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAllApplications($status: RegistrationStatus, $page: PageInput) {\n    panditApplications(status: $status, page: $page) {\n      items {\n        ...AdminApplicationFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      ...AdminApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      ...AdminApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      ...AdminApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      ...AdminApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      date\n      time\n      location\n      notes\n      tier\n      isVirtual\n      meetingLink\n      totalAmount\n      status\n      paymentStatus\n      cancellationReason\n      createdAt\n      user {\n        id\n        name\n        email\n        phone\n      }\n      pandit {\n        id\n        name\n        phone\n        location\n      }\n      package {\n        id\n        name\n      }\n      history {\n        id\n        field\n        from\n        to\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingDetail($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      date\n      time\n      location\n      notes\n      tier\n      isVirtual\n      meetingLink\n      totalAmount\n      status\n      paymentStatus\n      cancellationReason\n      createdAt\n      user {\n        id\n        name\n        email\n        phone\n      }\n      pandit {\n        id\n        name\n        phone\n        location\n      }\n      package {\n        id\n        name\n      }\n      history {\n        id\n        field\n        from\n        to\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      items {\n        id\n        reference\n        date\n        time\n        totalAmount\n        status\n        paymentStatus\n        user {\n          id\n          name\n          email\n          phone\n        }\n        pandit {\n          id\n          name\n          avatar\n          location\n        }\n        package {\n          id\n          name\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {\n    adminBookings(filter: $filter, page: $page) {\n      items {\n        id\n        reference\n        date\n        time\n        totalAmount\n        status\n        paymentStatus\n        user {\n          id\n          name\n          email\n          phone\n        }\n        pandit {\n          id\n          name\n          avatar\n          location\n        }\n        package {\n          id\n          name\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetBookingStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetBookingStatus($id: ID!, $status: BookingStatus!) {\n    updateBookingStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetBookingPayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    updateBookingPayment(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetBookingPayment($id: ID!, $paymentStatus: PaymentStatus!) {\n    updateBookingPayment(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        id\n        action\n        entity\n        entityId\n        actorName\n        changes\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($filter: AuditFilter, $page: PageInput) {\n    auditLog(filter: $filter, page: $page) {\n      items {\n        id\n        action\n        entity\n        entityId\n        actorName\n        changes\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDataCounts {\n    dataCounts {\n      users\n      pandits\n      packages\n      bookings\n      reviews\n      testimonials\n      payments\n      refunds\n      messages\n    }\n  }\n"): (typeof documents)["\n  query AdminDataCounts {\n    dataCounts {\n      users\n      pandits\n      packages\n      bookings\n      reviews\n      testimonials\n      payments\n      refunds\n      messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExportData {\n    exportData\n  }\n"): (typeof documents)["\n  query AdminExportData {\n    exportData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClearData {\n    clearData(confirm: true) {\n      deleted {\n        pandits\n        packages\n        bookings\n        reviews\n        testimonials\n        payments\n        refunds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminClearData {\n    clearData(confirm: true) {\n      deleted {\n        pandits\n        packages\n        bookings\n        reviews\n        testimonials\n        payments\n        refunds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($filter: MessageFilter, $page: PageInput) {\n    messages(filter: $filter, page: $page) {\n      items {\n        id\n        event\n        recipient\n        channel\n        language\n        subject\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        createdAt\n        sentAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($filter: MessageFilter, $page: PageInput) {\n    messages(filter: $filter, page: $page) {\n      items {\n        id\n        event\n        recipient\n        channel\n        language\n        subject\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        createdAt\n        sentAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminDashboard {\n      stats {\n        totalPandits\n        approvedPandits\n        pendingPandits\n        totalUsers\n        totalPackages\n        totalBookings\n        totalRevenue\n        revenueLakhs\n        averageRating\n      }\n      recentBookings {\n        id\n        date\n        time\n        totalAmount\n        status\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n        }\n      }\n      topPandits {\n        id\n        name\n        avatar\n        location\n        city\n        rating\n        reviewCount\n      }\n      monthly {\n        month\n        bookings\n        revenue\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n    pendingPandits {\n      id\n      name\n      city\n      state\n      experience\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminDashboard {\n      stats {\n        totalPandits\n        approvedPandits\n        pendingPandits\n        totalUsers\n        totalPackages\n        totalBookings\n        totalRevenue\n        revenueLakhs\n        averageRating\n      }\n      recentBookings {\n        id\n        date\n        time\n        totalAmount\n        status\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n        }\n      }\n      topPandits {\n        id\n        name\n        avatar\n        location\n        city\n        rating\n        reviewCount\n      }\n      monthly {\n        month\n        bookings\n        revenue\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n    pendingPandits {\n      id\n      name\n      city\n      state\n      experience\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverviewApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      id\n      registrationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation OverviewApprovePandit($id: ID!) {\n    approvePandit(id: $id) {\n      id\n      registrationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverviewRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      id\n      registrationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation OverviewRejectPandit($id: ID!, $reason: String!) {\n    rejectPandit(id: $id, reason: $reason) {\n      id\n      registrationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePackage($id: ID!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      id\n      name\n      description\n      destination\n      price\n      durationDays\n      durationNights\n      includes\n      image\n      popular\n      virtualAvailable\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePackage($id: ID!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      id\n      name\n      description\n      destination\n      price\n      durationDays\n      durationNights\n      includes\n      image\n      popular\n      virtualAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackages {\n    packages(page: { limit: 100 }) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPackages {\n    packages(page: { limit: 100 }) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTogglePopular($id: ID!, $popular: Boolean!) {\n    updatePackage(id: $id, input: { popular: $popular }) {\n      id\n      popular\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTogglePopular($id: ID!, $popular: Boolean!) {\n    updatePackage(id: $id, input: { popular: $popular }) {\n      id\n      popular\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeletePackage($id: ID!) {\n    deletePackage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePandit($input: PanditApplicationInput!) {\n    createPandit(input: $input) {\n      pandit {\n        id\n      }\n      oneTimePassword\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePandit($input: PanditApplicationInput!) {\n    createPandit(input: $input) {\n      pandit {\n        id\n      }\n      oneTimePassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePandit($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePandit($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        whatsappNumber\n        avatar\n        bio\n        location\n        state\n        city\n        rating\n        reviewCount\n        experience\n        specializations\n        languages\n        pricing {\n          basic\n          premium\n          deluxe\n          virtualBasic\n          virtualPremium\n          virtualDeluxe\n        }\n        virtualPoojaAvailable\n        registrationStatus\n        verified\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        whatsappNumber\n        avatar\n        bio\n        location\n        state\n        city\n        rating\n        reviewCount\n        experience\n        specializations\n        languages\n        pricing {\n          basic\n          premium\n          deluxe\n          virtualBasic\n          virtualPremium\n          virtualDeluxe\n        }\n        virtualPoojaAvailable\n        registrationStatus\n        verified\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPanditVerified($id: ID!, $verified: Boolean!) {\n    setPanditVerified(id: $id, verified: $verified) {\n      id\n      verified\n      registrationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetPanditVerified($id: ID!, $verified: Boolean!) {\n    setPanditVerified(id: $id, verified: $verified) {\n      id\n      verified\n      registrationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePandit($id: ID!) {\n    deletePandit(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeletePandit($id: ID!) {\n    deletePandit(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($filter: PaymentFilter, $page: PageInput) {\n    payments(filter: $filter, page: $page) {\n      items {\n        id\n        method\n        amount\n        reference\n        orderId\n        status\n        reason\n        createdAt\n        booking {\n          id\n          reference\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($filter: PaymentFilter, $page: PageInput) {\n    payments(filter: $filter, page: $page) {\n      items {\n        id\n        method\n        amount\n        reference\n        orderId\n        status\n        reason\n        createdAt\n        booking {\n          id\n          reference\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVerifyPayment($id: ID!) {\n    verifyPayment(id: $id) {\n      id\n      status\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminVerifyPayment($id: ID!) {\n    verifyPayment(id: $id) {\n      id\n      status\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectPayment($id: ID!, $reason: String!) {\n    rejectPayment(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectPayment($id: ID!, $reason: String!) {\n    rejectPayment(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefunds($filter: RefundFilter, $page: PageInput) {\n    refunds(filter: $filter, page: $page) {\n      items {\n        id\n        amount\n        percent\n        rule\n        status\n        reference\n        createdAt\n        booking {\n          id\n          reference\n          totalAmount\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRefunds($filter: RefundFilter, $page: PageInput) {\n    refunds(filter: $filter, page: $page) {\n      items {\n        id\n        amount\n        percent\n        rule\n        status\n        reference\n        createdAt\n        booking {\n          id\n          reference\n          totalAmount\n          paymentStatus\n          user {\n            id\n            name\n          }\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkRefunded($id: ID!, $reference: String!) {\n    markRefunded(id: $id, reference: $reference) {\n      id\n      status\n      reference\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkRefunded($id: ID!, $reference: String!) {\n    markRefunded(id: $id, reference: $reference) {\n      id\n      status\n      reference\n      booking {\n        id\n        paymentStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPanditChoices {\n    pandits(page: { limit: 100 }, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPanditChoices {\n    pandits(page: { limit: 100 }, sort: NAME) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateTestimonial($input: TestimonialInput!) {\n    createTestimonial(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) {\n    updateTestimonial(id: $id, input: $input) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestimonials {\n    testimonials(limit: 100) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestimonials {\n    testimonials(limit: 100) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      featured\n      serviceName\n      panditName\n      pandit {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminToggleFeatured($id: ID!) {\n    toggleTestimonialFeatured(id: $id) {\n      id\n      featured\n    }\n  }\n"): (typeof documents)["\n  mutation AdminToggleFeatured($id: ID!) {\n    toggleTestimonialFeatured(id: $id) {\n      id\n      featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserCounts {\n    adminDashboard {\n      stats {\n        totalUsers\n        totalAccounts\n        totalAdmins\n        newUsersThisMonth\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserCounts {\n    adminDashboard {\n      stats {\n        totalUsers\n        totalAccounts\n        totalAdmins\n        newUsersThisMonth\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      oneTimePassword\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      oneTimePassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      role\n      avatar\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      role\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($filter: UserFilter, $page: PageInput) {\n    users(filter: $filter, page: $page) {\n      items {\n        id\n        name\n        email\n        phone\n        role\n        avatar\n        createdAt\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookableSlots($panditId: ID!, $date: Date!) {\n    bookableSlots(panditId: $panditId, date: $date) {\n      time\n      available\n      reason\n    }\n  }\n"): (typeof documents)["\n  query BookableSlots($panditId: ID!, $date: Date!) {\n    bookableSlots(panditId: $panditId, date: $date) {\n      time\n      available\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPandit($id: ID!) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      location\n      city\n      state\n      virtualPoojaAvailable\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPandit($id: ID!) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      location\n      city\n      state\n      virtualPoojaAvailable\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      destination\n      durationDays\n      durationNights\n      price\n      virtualAvailable\n    }\n  }\n"): (typeof documents)["\n  query BookingPackage($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      destination\n      durationDays\n      durationNights\n      price\n      virtualAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCard on Booking {\n    id\n    date\n    time\n    location\n    notes\n    tier\n    isVirtual\n    totalAmount\n    status\n    paymentStatus\n    meetingLink\n    cancellationReason\n    createdAt\n    pandit {\n      id\n      name\n      avatar\n      city\n      state\n    }\n    package {\n      id\n      name\n      destination\n      durationDays\n    }\n    review {\n      id\n      rating\n      comment\n    }\n    viewerCan {\n      cancel\n      confirm\n      decline\n      complete\n      review\n      reschedule\n    }\n    reference\n    travellers\n    contactPhone\n  }\n"): (typeof documents)["\n  fragment BookingCard on Booking {\n    id\n    date\n    time\n    location\n    notes\n    tier\n    isVirtual\n    totalAmount\n    status\n    paymentStatus\n    meetingLink\n    cancellationReason\n    createdAt\n    pandit {\n      id\n      name\n      avatar\n      city\n      state\n    }\n    package {\n      id\n      name\n      destination\n      durationDays\n    }\n    review {\n      id\n      rating\n      comment\n    }\n    viewerCan {\n      cancel\n      confirm\n      decline\n      complete\n      review\n      reschedule\n    }\n    reference\n    travellers\n    contactPhone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...BookingCard\n      pandit {\n        id\n        medianResponseMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      ...BookingCard\n      pandit {\n        id\n        medianResponseMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings($page: PageInput, $when: BookingWhen, $language: String) {\n    bookings(filter: { scope: MINE, when: $when }, page: $page) {\n      items {\n        ...BookingCard\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n        ...BookingPayment\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookings($page: PageInput, $when: BookingWhen, $language: String) {\n    bookings(filter: { scope: MINE, when: $when }, page: $page) {\n      items {\n        ...BookingCard\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n        ...BookingPayment\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingCard\n      ...BookingPayment\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!, $reason: String) {\n    cancelBooking(id: $id, reason: $reason) {\n      ...BookingCard\n      ...BookingPayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      rating\n      comment\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReview($input: CreateReviewInput!) {\n    createReview(input: $input) {\n      id\n      rating\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ceremonies($when: BookingWhen!, $excludeCancelled: Boolean, $page: PageInput, $language: String) {\n    bookings(filter: { scope: CEREMONIES, when: $when, excludeCancelled: $excludeCancelled }, page: $page) {\n      items {\n        ...BookingCard\n        user {\n          id\n          name\n          avatar\n        }\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Ceremonies($when: BookingWhen!, $excludeCancelled: Boolean, $page: PageInput, $language: String) {\n    bookings(filter: { scope: CEREMONIES, when: $when, excludeCancelled: $excludeCancelled }, page: $page) {\n      items {\n        ...BookingCard\n        user {\n          id\n          name\n          avatar\n        }\n        contact(language: $language) {\n          name\n          phone\n          whatsappUrl\n        }\n      }\n      pageInfo {\n        ...PageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBooking($id: ID!) {\n    confirmBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineBooking($id: ID!, $reason: String!) {\n    declineBooking(id: $id, reason: $reason) {\n      ...BookingCard\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineBooking($id: ID!, $reason: String!) {\n    declineBooking(id: $id, reason: $reason) {\n      ...BookingCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteBooking($id: ID!) {\n    completeBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteBooking($id: ID!) {\n    completeBooking(id: $id) {\n      ...BookingCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAvailability {\n    me {\n      id\n      panditProfile {\n        id\n        name\n        availability {\n          weeklyHours {\n            weekday\n            slots\n          }\n          blockedDates\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAvailability {\n    me {\n      id\n      panditProfile {\n        id\n        name\n        availability {\n          weeklyHours {\n            weekday\n            slots\n          }\n          blockedDates\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyAvailability($input: SetAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      id\n      availability {\n        weeklyHours {\n          weekday\n          slots\n        }\n        blockedDates\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyAvailability($input: SetAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      id\n      availability {\n        weeklyHours {\n          weekday\n          slots\n        }\n        blockedDates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreeDays($panditId: ID!, $from: Date!, $to: Date!) {\n    freeDays(panditId: $panditId, from: $from, to: $to) {\n      date\n      freeSlots\n    }\n  }\n"): (typeof documents)["\n  query FreeDays($panditId: ID!, $from: Date!, $to: Date!) {\n    freeDays(panditId: $panditId, from: $from, to: $to) {\n      date\n      freeSlots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleBooking($id: ID!, $date: Date!, $time: String!, $language: String) {\n    rescheduleBooking(id: $id, date: $date, time: $time) {\n      ...BookingCard\n      contact(language: $language) {\n        name\n        phone\n        whatsappUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleBooking($id: ID!, $date: Date!, $time: String!, $language: String) {\n    rescheduleBooking(id: $id, date: $date, time: $time) {\n      ...BookingCard\n      contact(language: $language) {\n        name\n        phone\n        whatsappUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevelopersApiLimits {\n    apiLimits {\n      maxQueryCost\n      defaultPageSize\n      visitor {\n        limit\n        restoreRate\n      }\n      apiKey {\n        limit\n        restoreRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query DevelopersApiLimits {\n    apiLimits {\n      maxQueryCost\n      defaultPageSize\n      visitor {\n        limit\n        restoreRate\n      }\n      apiKey {\n        limit\n        restoreRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerFindPandits($city: String, $limit: Int!) {\n    pandits(filter: { city: $city }, page: { limit: $limit }) {\n      items {\n        id\n        name\n        city\n        rating\n        languages\n        pricing {\n          basic\n        }\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerFindPandits($city: String, $limit: Int!) {\n    pandits(filter: { city: $city }, page: { limit: $limit }) {\n      items {\n        id\n        name\n        city\n        rating\n        languages\n        pricing {\n          basic\n        }\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationFields on Pandit {\n    id\n    name\n    email\n    phone\n    whatsappNumber\n    avatar\n    bio\n    specializations\n    experience\n    languages\n    pricing {\n      basic\n      premium\n      deluxe\n      virtualBasic\n      virtualPremium\n      virtualDeluxe\n    }\n    verified\n    approved\n    registrationStatus\n    rejectionReason\n    location\n    state\n    city\n    photos\n    virtualPoojaAvailable\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ApplicationFields on Pandit {\n    id\n    name\n    email\n    phone\n    whatsappNumber\n    avatar\n    bio\n    specializations\n    experience\n    languages\n    pricing {\n      basic\n      premium\n      deluxe\n      virtualBasic\n      virtualPremium\n      virtualDeluxe\n    }\n    verified\n    approved\n    registrationStatus\n    rejectionReason\n    location\n    state\n    city\n    photos\n    virtualPoojaAvailable\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPanditApplication {\n    me {\n      id\n      role\n      panditProfile {\n        ...ApplicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPanditApplication {\n    me {\n      id\n      role\n      panditProfile {\n        ...ApplicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JoinReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyAsPandit($input: PanditApplicationInput!) {\n    applyAsPandit(input: $input) {\n      ...ApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyAsPandit($input: PanditApplicationInput!) {\n    applyAsPandit(input: $input) {\n      ...ApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitPanditApplication($input: PanditApplicationInput!) {\n    resubmitPanditApplication(input: $input) {\n      ...ApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResubmitPanditApplication($input: PanditApplicationInput!) {\n    resubmitPanditApplication(input: $input) {\n      ...ApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOwnPanditProfile($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      ...ApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOwnPanditProfile($id: ID!, $input: UpdatePanditInput!) {\n    updatePanditProfile(id: $id, input: $input) {\n      ...ApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplicationDraft {\n    myApplicationDraft {\n      draft\n      step\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query MyApplicationDraft {\n    myApplicationDraft {\n      draft\n      step\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveApplicationDraft($draft: JSON!, $step: Int!) {\n    savePanditApplicationDraft(draft: $draft, step: $step) {\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveApplicationDraft($draft: JSON!, $step: Int!) {\n    savePanditApplicationDraft(draft: $draft, step: $step) {\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardApplicationDraft {\n    discardPanditApplicationDraft\n  }\n"): (typeof documents)["\n  mutation DiscardApplicationDraft {\n    discardPanditApplicationDraft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inclusions {\n    packageInclusions {\n      id\n      name {\n        en\n        hi\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inclusions {\n    packageInclusions {\n      id\n      name {\n        en\n        hi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PanditCardFields on Pandit {\n    id\n    name\n    avatar\n    city\n    state\n    location\n    experience\n    rating\n    reviewCount\n    specializations\n    virtualPoojaAvailable\n    distanceKm\n    pricing {\n      basic\n      virtualBasic\n    }\n  }\n"): (typeof documents)["\n  fragment PanditCardFields on Pandit {\n    id\n    name\n    avatar\n    city\n    state\n    location\n    experience\n    rating\n    reviewCount\n    specializations\n    virtualPoojaAvailable\n    distanceKm\n    pricing {\n      basic\n      virtualBasic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n      correctedQuery\n    }\n  }\n"): (typeof documents)["\n  query HomePandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {\n    pandits(filter: $filter, sort: $sort, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        ...PageFields\n      }\n      correctedQuery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePackages($page: PageInput) {\n    packages(page: $page) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePackages($page: PageInput) {\n    packages(page: $page) {\n      items {\n        id\n        name\n        description\n        destination\n        price\n        durationDays\n        durationNights\n        includes\n        image\n        popular\n        virtualAvailable\n      }\n      pageInfo {\n        totalCount\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedTestimonials {\n    testimonials(featured: true, limit: 3) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      serviceName\n      panditName\n    }\n  }\n"): (typeof documents)["\n  query FeaturedTestimonials {\n    testimonials(featured: true, limit: 3) {\n      id\n      name\n      avatar\n      location\n      rating\n      comment\n      date\n      serviceName\n      panditName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n          latitude\n          longitude\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n      destinations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceReference {\n    referenceData {\n      states {\n        code\n        name {\n          en\n          hi\n        }\n        cities {\n          name {\n            en\n            hi\n          }\n          latitude\n          longitude\n        }\n      }\n      specializations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      languages {\n        code\n        name {\n          en\n          hi\n        }\n      }\n      destinations {\n        id\n        name {\n          en\n          hi\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!, $language: String, $limit: Int) {\n    searchSuggestions(query: $query, language: $language, limit: $limit) {\n      kind\n      label\n      value\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($query: String!, $language: String, $limit: Int) {\n    searchSuggestions(query: $query, language: $language, limit: $limit) {\n      kind\n      label\n      value\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VirtualPandits($page: PageInput) {\n    pandits(filter: { serviceType: VIRTUAL }, sort: RATING, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query VirtualPandits($page: PageInput) {\n    pandits(filter: { serviceType: VIRTUAL }, sort: RATING, page: $page) {\n      items {\n        ...PanditCardFields\n      }\n      pageInfo {\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPanchang($id: ID!, $from: Date!, $to: Date!) {\n    pandit(id: $id) {\n      id\n      panchangCity {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      panchang(from: $from, to: $to) {\n        date\n        utcOffsetMinutes\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n        rahuKaal {\n          start\n          end\n        }\n        ekadashi\n        purnima\n        amavasya\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPanchang($id: ID!, $from: Date!, $to: Date!) {\n    pandit(id: $id) {\n      id\n      panchangCity {\n        id\n        name {\n          en\n          hi\n        }\n      }\n      panchang(from: $from, to: $to) {\n        date\n        utcOffsetMinutes\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n        rahuKaal {\n          start\n          end\n        }\n        ekadashi\n        purnima\n        amavasya\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestMuhurat($panditId: ID!, $ceremony: MuhuratCeremony!, $from: Date!) {\n    suggestMuhuratDates(panditId: $panditId, ceremony: $ceremony, from: $from) {\n      date\n      freeSlots\n      panchang {\n        date\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n      }\n    }\n    muhuratRules {\n      ceremony\n      name {\n        en\n        hi\n      }\n      source {\n        en\n        hi\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuggestMuhurat($panditId: ID!, $ceremony: MuhuratCeremony!, $from: Date!) {\n    suggestMuhuratDates(panditId: $panditId, ceremony: $ceremony, from: $from) {\n      date\n      freeSlots\n      panchang {\n        date\n        tithi {\n          name {\n            en\n            hi\n          }\n          pakshaName {\n            en\n            hi\n          }\n        }\n        nakshatra {\n          name {\n            en\n            hi\n          }\n        }\n      }\n    }\n    muhuratRules {\n      ceremony\n      name {\n        en\n        hi\n      }\n      source {\n        en\n        hi\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanditProfile($id: ID!, $reviewPage: PageInput) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      bio\n      experience\n      languages\n      specializations\n      location\n      city\n      state\n      photos\n      rating\n      reviewCount\n      virtualPoojaAvailable\n      ceremoniesCompleted\n      medianResponseMinutes\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n      reviews(page: $reviewPage) {\n        averageRating\n        items {\n          id\n          rating\n          comment\n          userName\n          userAvatar\n          createdAt\n        }\n        pageInfo {\n          page\n          totalCount\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanditProfile($id: ID!, $reviewPage: PageInput) {\n    pandit(id: $id) {\n      id\n      name\n      avatar\n      bio\n      experience\n      languages\n      specializations\n      location\n      city\n      state\n      photos\n      rating\n      reviewCount\n      virtualPoojaAvailable\n      ceremoniesCompleted\n      medianResponseMinutes\n      pricing {\n        basic\n        premium\n        deluxe\n        virtualBasic\n        virtualPremium\n        virtualDeluxe\n      }\n      reviews(page: $reviewPage) {\n        averageRating\n        items {\n          id\n          rating\n          comment\n          userName\n          userAvatar\n          createdAt\n        }\n        pageInfo {\n          page\n          totalCount\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPayment on Booking {\n    id\n    reference\n    totalAmount\n    paymentStatus\n    viewerCan {\n      pay\n    }\n    payments {\n      id\n      method\n      status\n      reference\n      reason\n      createdAt\n    }\n    refund {\n      id\n      amount\n      percent\n      rule\n      status\n      reference\n    }\n  }\n"): (typeof documents)["\n  fragment BookingPayment on Booking {\n    id\n    reference\n    totalAmount\n    paymentStatus\n    viewerCan {\n      pay\n    }\n    payments {\n      id\n      method\n      status\n      reference\n      reason\n      createdAt\n    }\n    refund {\n      id\n      amount\n      percent\n      rule\n      status\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOptions {\n    siteConfig {\n      payments {\n        upi\n        razorpay\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentOptions {\n    siteConfig {\n      payments {\n        upi\n        razorpay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpiPayment($id: ID!) {\n    booking(id: $id) {\n      id\n      upiPayment {\n        uri\n        qrCode\n        amount\n        payee\n        payeeName\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpiPayment($id: ID!) {\n    booking(id: $id) {\n      id\n      upiPayment {\n        uri\n        qrCode\n        amount\n        payee\n        payeeName\n        reference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitUpiPayment($bookingId: ID!, $utr: String!) {\n    submitUpiPayment(bookingId: $bookingId, utr: $utr) {\n      id\n      status\n      booking {\n        ...BookingPayment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitUpiPayment($bookingId: ID!, $utr: String!) {\n    submitUpiPayment(bookingId: $bookingId, utr: $utr) {\n      id\n      status\n      booking {\n        ...BookingPayment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRazorpayOrder($bookingId: ID!) {\n    createRazorpayOrder(bookingId: $bookingId) {\n      orderId\n      keyId\n      amount\n      currency\n      reference\n      payeeName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRazorpayOrder($bookingId: ID!) {\n    createRazorpayOrder(bookingId: $bookingId) {\n      orderId\n      keyId\n      amount\n      currency\n      reference\n      payeeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPaymentState($id: ID!) {\n    booking(id: $id) {\n      ...BookingPayment\n    }\n  }\n"): (typeof documents)["\n  query BookingPaymentState($id: ID!) {\n    booking(id: $id) {\n      ...BookingPayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipt($bookingId: ID!) {\n    receipt(bookingId: $bookingId) {\n      number\n      amount\n      method\n      reference\n      paidAt\n      payeeName\n      payee\n      customerName\n      booking {\n        id\n        date\n        time\n        tier\n        isVirtual\n        location\n        status\n        paymentStatus\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n          destination\n        }\n        refund {\n          id\n          amount\n          status\n          reference\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Receipt($bookingId: ID!) {\n    receipt(bookingId: $bookingId) {\n      number\n      amount\n      method\n      reference\n      paidAt\n      payeeName\n      payee\n      customerName\n      booking {\n        id\n        date\n        time\n        tier\n        isVirtual\n        location\n        status\n        paymentStatus\n        pandit {\n          id\n          name\n        }\n        package {\n          id\n          name\n          destination\n        }\n        refund {\n          id\n          amount\n          status\n          reference\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;