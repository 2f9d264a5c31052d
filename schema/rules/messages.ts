/**
 * Every input rule's message, once, in English and Hindi. A zod issue raised by a schema in this folder
 * carries one of these KEYS as its message; the gateway sends `.en` in `extensions.fields` and the key in
 * `extensions.fieldKeys`, and the web shows the viewer's language by key (i18next namespace `rules`).
 * Texts the spec gives (§5, §8) are kept word for word in English.
 */
export const RULE_MESSAGES = {
  // ------------------------------------------------------------------ general
  'input.invalid': { en: 'This value is not valid', hi: 'यह मान मान्य नहीं है' },
  'field.required': { en: 'This field is required', hi: 'यह फ़ील्ड आवश्यक है' },
  'text.invalidCharacters': { en: 'The text contains a character that is not allowed', hi: 'पाठ में ऐसा अक्षर है जिसकी अनुमति नहीं है' },
  'id.invalid': { en: 'This id is not valid', hi: 'यह आईडी मान्य नहीं है' },
  'date.invalid': { en: 'Enter a date as YYYY-MM-DD', hi: 'तारीख़ YYYY-MM-DD के रूप में लिखें' },
  'date.outOfRange': { en: 'Enter a date from 1900 to 2100', hi: '1900 से 2100 के बीच की तारीख़ लिखें' },
  'number.outOfRange': { en: 'This number is outside the allowed range', hi: 'यह संख्या अनुमत सीमा से बाहर है' },
  'input.tooDeep': { en: 'This value is nested too deeply', hi: 'यह मान बहुत गहराई तक नेस्टेड है' },
  'avatar.invalid': { en: 'Avatar must be an image URL', hi: 'अवतार किसी चित्र का URL होना चाहिए' },

  // ------------------------------------------------------------------ account
  'name.required': { en: 'Please enter your name', hi: 'कृपया अपना नाम लिखें' },
  'name.length': { en: 'Name must be 2 to 120 characters', hi: 'नाम 2 से 120 अक्षरों का होना चाहिए' },
  'email.required': { en: 'Please enter your email', hi: 'कृपया अपना ईमेल लिखें' },
  'email.invalid': { en: 'Enter a valid email address', hi: 'मान्य ईमेल पता लिखें' },
  'phone.required': { en: 'Please enter your phone number', hi: 'कृपया अपना फ़ोन नंबर लिखें' },
  'phone.invalid': { en: 'Phone number must be 10 digits', hi: 'फ़ोन नंबर 10 अंकों का होना चाहिए' },
  'whatsapp.invalid': { en: 'WhatsApp number must be 10 digits', hi: 'व्हाट्सऐप नंबर 10 अंकों का होना चाहिए' },
  'password.required': { en: 'Password is required', hi: 'पासवर्ड आवश्यक है' },
  'password.tooShort': { en: 'Password must be at least 8 characters', hi: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए' },
  'password.tooLong': { en: 'Password must be at most 128 characters', hi: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है' },
  'password.common': {
    en: 'This password is too common. Please choose another.',
    hi: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  },
  'reset.tokenInvalid': {
    en: 'This reset link is not valid. Please ask for a new one.',
    hi: 'यह रीसेट लिंक मान्य नहीं है। कृपया नया लिंक मँगाएँ।',
  },
  'reset.tokenExpired': {
    en: 'This reset link has expired (links last one hour). Please ask for a new one.',
    hi: 'इस रीसेट लिंक की अवधि समाप्त हो गई है (लिंक एक घंटे तक चलता है)। कृपया नया लिंक मँगाएँ।',
  },
  'reset.tokenUsed': {
    en: 'This reset link has already been used. Please ask for a new one if you need it.',
    hi: 'यह रीसेट लिंक पहले ही इस्तेमाल हो चुका है। ज़रूरत हो तो नया लिंक मँगाएँ।',
  },
  'password.wrongCurrent': { en: 'Your current password is not correct', hi: 'आपका वर्तमान पासवर्ड सही नहीं है' },

  // ------------------------------------------------------------------ booking
  'booking.target': { en: 'Choose either a pandit or a package', hi: 'कोई पंडित या कोई पैकेज चुनें, दोनों में से एक' },
  'booking.dateRequired': { en: 'Please choose a date', hi: 'कृपया तारीख़ चुनें' },
  'booking.datePast': { en: 'The date cannot be before today', hi: 'तारीख़ आज से पहले की नहीं हो सकती' },
  'booking.dateTooFar': { en: 'Bookings open up to 12 months ahead', hi: 'बुकिंग अधिकतम 12 महीने आगे तक की जा सकती है' },
  'booking.timeRequired': { en: 'Please choose a time', hi: 'कृपया समय चुनें' },
  'booking.timeInvalid': {
    en: 'Choose one of the time slots: 06:00-11:00 or 16:00-19:00',
    hi: 'कोई एक समय चुनें: 06:00-11:00 या 16:00-19:00',
  },
  'booking.timePassed': {
    en: 'This time has already passed today. Please choose a later slot.',
    hi: 'आज यह समय निकल चुका है। कृपया बाद का समय चुनें।',
  },
  'booking.locationRequired': {
    en: 'Location is required for a ceremony at your place',
    hi: 'आपके स्थान पर अनुष्ठान के लिए पता आवश्यक है',
  },
  'booking.locationTooLong': { en: 'Location must be at most 255 characters', hi: 'पता अधिकतम 255 अक्षरों का हो सकता है' },
  'booking.notesTooLong': { en: 'Notes must be at most 1000 characters', hi: 'टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है' },
  'booking.idempotencyKeyTooLong': {
    en: 'The idempotency key must be at most 100 characters',
    hi: 'अनुरोध कुंजी (idempotency key) अधिकतम 100 अक्षरों की हो सकती है',
  },
  'booking.virtualNotOffered': { en: 'This pandit does not offer virtual poojas', hi: 'ये पंडित जी वर्चुअल पूजा नहीं करवाते' },
  'booking.packageNotVirtual': {
    en: 'This package is not available as a virtual pooja',
    hi: 'यह पैकेज वर्चुअल पूजा के रूप में उपलब्ध नहीं है',
  },
  'booking.panditUnavailable': {
    en: 'The pandit is not available at this time. Please choose another slot.',
    hi: 'पंडित जी इस समय उपलब्ध नहीं हैं। कृपया कोई दूसरा समय चुनें।',
  },
  'booking.travellersInvalid': { en: 'Travellers must be 1 to 20', hi: 'यात्रियों की संख्या 1 से 20 के बीच होनी चाहिए' },
  'booking.contactPhoneRequired': {
    en: 'Please give a contact phone for the trip',
    hi: 'कृपया यात्रा के लिए संपर्क फ़ोन नंबर दें',
  },
  'booking.sameSlot': {
    en: 'Choose a different date or time than the current one',
    hi: 'मौजूदा तारीख़ या समय से अलग कोई तारीख़ या समय चुनें',
  },
  'availability.rangeInvalid': {
    en: 'Choose a range of at most 62 days, the end not before the start',
    hi: 'अधिकतम 62 दिनों की अवधि चुनें, अंत की तारीख़ शुरुआत से पहले न हो',
  },
  'reason.tooShort': { en: 'Please give a reason of at least 5 characters', hi: 'कृपया कम से कम 5 अक्षरों का कारण लिखें' },
  'reason.tooLong': { en: 'The reason must be at most 500 characters', hi: 'कारण अधिकतम 500 अक्षरों का हो सकता है' },
  'review.ratingInvalid': { en: 'Rating must be 1 to 5 stars', hi: 'रेटिंग 1 से 5 सितारों के बीच होनी चाहिए' },
  'review.commentTooShort': {
    en: 'Please write a short comment (at least 3 characters)',
    hi: 'कृपया छोटी-सी टिप्पणी लिखें (कम से कम 3 अक्षर)',
  },
  'review.commentTooLong': { en: 'The comment must be at most 1000 characters', hi: 'टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है' },

  // ------------------------------------------------------------------ availability
  'availability.weekdayInvalid': {
    en: 'Weekday must be 0 (Sunday) to 6 (Saturday)',
    hi: 'सप्ताह का दिन 0 (रविवार) से 6 (शनिवार) के बीच होना चाहिए',
  },
  'availability.weekdayTwice': { en: 'Each weekday may appear once', hi: 'हर दिन केवल एक बार आ सकता है' },
  'availability.slotInvalid': {
    en: 'Choose slots from the bookable time slots',
    hi: 'बुकिंग के उपलब्ध समयों में से ही चुनें',
  },
  'availability.tooManyBlockedDates': { en: 'At most 400 blocked dates', hi: 'अधिकतम 400 तारीख़ें रोकी जा सकती हैं' },

  // ------------------------------------------------------------------ pandit application
  'state.required': { en: 'Please choose a state', hi: 'कृपया राज्य चुनें' },
  'state.unknown': { en: 'Choose a state from the list', hi: 'सूची में से कोई राज्य चुनें' },
  'city.required': { en: 'Please choose a city', hi: 'कृपया शहर चुनें' },
  'city.unknown': { en: 'Choose a city of the chosen state', hi: 'चुने गए राज्य का कोई शहर चुनें' },
  'location.required': { en: 'Please enter your specific location', hi: 'कृपया अपना विशिष्ट स्थान लिखें' },
  'location.tooLong': { en: 'Location must be at most 255 characters', hi: 'स्थान अधिकतम 255 अक्षरों का हो सकता है' },
  'bio.required': { en: 'Please write a few lines about yourself', hi: 'कृपया अपने बारे में कुछ पंक्तियाँ लिखें' },
  'bio.tooLong': { en: 'Bio must be at most 2000 characters', hi: 'परिचय अधिकतम 2000 अक्षरों का हो सकता है' },
  'experience.invalid': {
    en: 'Experience must be a whole number of years from 0 to 80',
    hi: 'अनुभव 0 से 80 तक पूरे वर्षों में होना चाहिए',
  },
  'specializations.required': { en: 'Add at least one specialization', hi: 'कम से कम एक विशेषज्ञता जोड़ें' },
  'specializations.tooMany': {
    en: 'At most 30 specializations of up to 80 characters',
    hi: 'अधिकतम 30 विशेषज्ञताएँ, हर एक अधिकतम 80 अक्षरों की',
  },
  'languages.required': { en: 'Add at least one language', hi: 'कम से कम एक भाषा जोड़ें' },
  'languages.tooMany': { en: 'At most 20 languages of up to 40 characters', hi: 'अधिकतम 20 भाषाएँ, हर एक अधिकतम 40 अक्षरों की' },
  'price.invalid': {
    en: 'Price must be a whole number of rupees, at least 0',
    hi: 'दक्षिणा रुपये की पूरी संख्या में होनी चाहिए, 0 या अधिक',
  },
  'price.virtualRequired': {
    en: 'Enter the virtual price (you offer virtual poojas)',
    hi: 'वर्चुअल दक्षिणा लिखें (आप वर्चुअल पूजा करवाते हैं)',
  },
  'tierText.tooLong': {
    en: 'At most 300 characters for what a tier includes',
    hi: 'पैकेज में क्या शामिल है, यह अधिकतम 300 अक्षरों में लिखें',
  },
  'tierText.englishRequired': {
    en: 'Write it in English too (the Hindi text is shown to Hindi readers)',
    hi: 'इसे अंग्रेज़ी में भी लिखें (हिंदी पाठ हिंदी पढ़ने वालों को दिखता है)',
  },
  'photos.invalid': { en: 'Photos must be image URLs', hi: 'फ़ोटो चित्रों के URL होने चाहिए' },
  'photos.tooMany': { en: 'At most 10 photos', hi: 'अधिकतम 10 फ़ोटो' },
  'photos.required': { en: 'Add at least one photo', hi: 'कम से कम एक फ़ोटो जोड़ें' },
  'rejectionReason.tooShort': {
    en: 'Rejection reason must be at least 10 characters.',
    hi: 'अस्वीकृति का कारण कम से कम 10 अक्षरों का होना चाहिए।',
  },
  'rejectionReason.tooLong': {
    en: 'Rejection reason must be at most 1000 characters.',
    hi: 'अस्वीकृति का कारण अधिकतम 1000 अक्षरों का हो सकता है।',
  },

  // ------------------------------------------------------------------ find me a pandit
  'request.contactRequired': {
    en: 'Please give a phone number or an email so we can reach you',
    hi: 'कृपया फ़ोन नंबर या ईमेल दें, ताकि हम आपसे संपर्क कर सकें',
  },
  'request.ceremonyRequired': { en: 'Please name the ceremony', hi: 'कृपया पूजा या संस्कार का नाम लिखें' },
  'request.cityRequired': { en: 'Please name the city', hi: 'कृपया शहर का नाम लिखें' },
  'request.tooLong': { en: 'At most 120 characters', hi: 'अधिकतम 120 अक्षर' },

  // ------------------------------------------------------------------ a pandit's documents
  'document.panInvalid': {
    en: 'A PAN has 10 characters: five letters, four digits and a letter (e.g. ABCPK1234D)',
    hi: 'पैन में 10 अक्षर होते हैं: पाँच अक्षर, चार अंक और एक अक्षर (जैसे ABCPK1234D)',
  },
  'document.panRequired': { en: 'Please enter the PAN', hi: 'कृपया पैन लिखें' },
  'document.aadhaarFull': {
    en: 'Never enter a full Aadhaar number. Upload a masked Aadhaar and give only its last 4 digits',
    hi: 'पूरा आधार नंबर कभी न लिखें। मास्क किया हुआ आधार अपलोड करें और केवल उसके अंतिम 4 अंक दें',
  },
  'document.aadhaarLast4': { en: 'Enter only the last 4 digits', hi: 'केवल अंतिम 4 अंक लिखें' },
  'document.certificateRequired': { en: 'Choose what the certificate is', hi: 'चुनें कि प्रमाणपत्र किस बारे में है' },
  'document.fileRequired': { en: 'Choose a photo or scan of the document', hi: 'दस्तावेज़ की फ़ोटो या स्कैन चुनें' },

  // ------------------------------------------------------------------ proof of a ceremony
  'proof.photoInvalid': { en: 'Upload the photo first', hi: 'पहले फ़ोटो अपलोड करें' },
  'proof.tooManyPhotos': { en: 'At most 5 photos', hi: 'अधिकतम 5 फ़ोटो' },
  'proof.joinedAtInvalid': { en: 'Enter the time you joined the meeting', hi: 'वह समय लिखें जब आप मीटिंग में जुड़े' },

  // ------------------------------------------------------------------ ceremonies and the sankalp
  'sankalp.namesRequired': { en: "Add at least one family member's name", hi: 'परिवार के कम से कम एक सदस्य का नाम जोड़ें' },
  'sankalp.nameRequired': { en: 'Please enter the name', hi: 'कृपया नाम लिखें' },
  'sankalp.tooManyNames': { en: 'At most 10 names', hi: 'अधिकतम 10 नाम' },
  'sankalp.gotraRequired': { en: 'Please enter the gotra', hi: 'कृपया गोत्र लिखें' },
  'sankalp.nakshatraInvalid': { en: 'Choose one of the 27 nakshatras', hi: '27 नक्षत्रों में से कोई एक चुनें' },
  'sankalp.tooLong': { en: 'At most 100 characters', hi: 'अधिकतम 100 अक्षर' },
  'sankalp.guardianRequired': {
    en: 'Please confirm that you are the child’s parent or guardian',
    hi: 'कृपया पुष्टि करें कि आप बच्चे के माता-पिता या अभिभावक हैं',
  },
  'privacy.activeBookings': {
    en: 'You have upcoming bookings. Cancel them first, then delete your account.',
    hi: 'आपकी आने वाली बुकिंग हैं। पहले उन्हें रद्द करें, फिर अपना खाता हटाएँ।',
  },
  'ceremony.unknown': {
    en: 'This ceremony is not in our list: choose one from the list',
    hi: 'यह पूजा हमारी सूची में नहीं है: सूची में से कोई एक चुनें',
  },
  'ceremony.notPerformed': {
    en: 'This pandit does not perform this ceremony',
    hi: 'ये पंडित जी यह पूजा नहीं करवाते',
  },
  'ceremony.packageOnly': {
    en: 'A ceremony, sankalp and samagri are chosen with a pandit, not with a package',
    hi: 'पूजा, संकल्प और सामग्री पंडित जी की बुकिंग में चुने जाते हैं, पैकेज में नहीं',
  },
  'ceremony.slugInvalid': {
    en: 'The address name must be lower-case letters, digits and hyphens (at most 60)',
    hi: 'पते का नाम छोटे अंग्रेज़ी अक्षरों, अंकों और हाइफ़न से बना हो (अधिकतम 60)',
  },
  'ceremony.slugTaken': { en: 'Another ceremony has this address name', hi: 'यह पते का नाम किसी दूसरी पूजा का है' },
  'ceremony.nameRequired': { en: 'Please enter the name in English and Hindi', hi: 'कृपया नाम अंग्रेज़ी और हिंदी दोनों में लिखें' },
  'ceremony.textRequired': { en: 'Please fill this in English and Hindi', hi: 'कृपया इसे अंग्रेज़ी और हिंदी दोनों में भरें' },
  'ceremony.textTooLong': { en: 'This text is too long', hi: 'यह पाठ बहुत लंबा है' },
  'ceremony.durationInvalid': {
    en: 'The duration must be 15 minutes to 3 days (in minutes)',
    hi: 'अवधि 15 मिनट से 3 दिन (मिनटों में) के बीच होनी चाहिए',
  },
  'ceremony.stepsRequired': { en: 'Add at least one step', hi: 'कम से कम एक चरण जोड़ें' },
  'ceremony.tooMany': { en: 'This list is too long', hi: 'यह सूची बहुत लंबी है' },
  'ceremony.twice': { en: 'This ceremony is listed twice', hi: 'यह पूजा दो बार दी गई है' },

  // ------------------------------------------------------------------ lists
  'page.invalid': { en: 'page must be a whole number from 1', hi: 'पेज संख्या 1 या उससे अधिक पूरी संख्या होनी चाहिए' },
  'limit.invalid': { en: 'limit must be 1 to 100', hi: 'सीमा 1 से 100 के बीच होनी चाहिए' },
  'search.tooLong': { en: 'search must be at most 100 characters', hi: 'खोज अधिकतम 100 अक्षरों की हो सकती है' },
  'search.length': { en: 'search must be 3 to 100 characters', hi: 'खोज 3 से 100 अक्षरों की होनी चाहिए' },
  'filter.priceInvalid': {
    en: 'Price must be a whole number of rupees from 0',
    hi: 'दक्षिणा 0 या उससे अधिक रुपये की पूरी संख्या होनी चाहिए',
  },
  'filter.priceRange': { en: 'maxPrice must not be below minPrice', hi: 'अधिकतम दक्षिणा न्यूनतम से कम नहीं हो सकती' },
  'filter.dateRange': { en: 'The end date must not be before the start date', hi: 'अंतिम तिथि आरंभ तिथि से पहले नहीं हो सकती' },
  'filter.ratingInvalid': { en: 'minRating must be 0 to 5', hi: 'न्यूनतम रेटिंग 0 से 5 के बीच होनी चाहिए' },
  'near.invalid': {
    en: 'near needs a latitude from -90 to 90 and a longitude from -180 to 180',
    hi: 'स्थान के लिए अक्षांश -90 से 90 और देशांतर -180 से 180 के बीच होना चाहिए',
  },
  'near.distanceInvalid': {
    en: 'maxDistanceKm must be a whole number of kilometres from 1 to 5000',
    hi: 'अधिकतम दूरी 1 से 5000 किलोमीटर के बीच पूरी संख्या होनी चाहिए',
  },
  // The panchang (panchang.ts).
  'panchang.latInvalid': {
    en: 'Latitude must be a number from -65 to 65',
    hi: 'अक्षांश -65 से 65 के बीच की संख्या होना चाहिए',
  },
  'panchang.lngInvalid': {
    en: 'Longitude must be a number from -180 to 180',
    hi: 'देशांतर -180 से 180 के बीच की संख्या होना चाहिए',
  },
  'panchang.timeZoneInvalid': {
    en: 'Give a time zone name such as Asia/Kolkata or America/New_York',
    hi: 'Asia/Kolkata या America/New_York जैसा समय क्षेत्र लिखें',
  },
  'panchang.rangeInvalid': {
    en: 'Choose a range of at most 62 days, the end not before the start',
    hi: 'अधिकतम 62 दिनों की अवधि चुनें, अंत की तारीख़ शुरुआत से पहले न हो',
  },
  'panchang.cityUnknown': { en: 'Choose a city from the list', hi: 'सूची में से कोई शहर चुनें' },
  'panchang.ceremonyUnknown': { en: 'Choose a ceremony from the list', hi: 'सूची में से कोई संस्कार चुनें' },
  // The Join-as-Pandit draft (draft.ts).
  'draft.invalid': { en: 'The saved answers are not in the expected form', hi: 'सहेजे गए उत्तर अपेक्षित रूप में नहीं हैं' },
  'draft.tooLarge': {
    en: 'The saved answers are too long (at most 32,000 characters)',
    hi: 'सहेजे गए उत्तर बहुत लंबे हैं (अधिकतम 32,000 अक्षर)',
  },
  // The admin console's inputs (admin.ts).
  'admin.nameRequired': { en: 'Name is required', hi: 'नाम आवश्यक है' },
  'admin.descriptionRequired': { en: 'Description is required', hi: 'विवरण आवश्यक है' },
  'admin.destinationRequired': { en: 'Destination is required', hi: 'गंतव्य आवश्यक है' },
  'admin.durationRequired': { en: 'Duration is required', hi: 'अवधि आवश्यक है' },
  'admin.durationInvalid': {
    en: 'Days must be 1 to 365 and nights 0 to 365, at most one more than the days',
    hi: 'दिन 1 से 365 और रातें 0 से 365 होनी चाहिए, दिनों से अधिकतम एक ज़्यादा',
  },
  'admin.priceInvalid': { en: 'Price must be a whole number of rupees, at least 0', hi: 'मूल्य 0 या उससे अधिक पूरे रुपये होना चाहिए' },
  'admin.includesInvalid': {
    en: 'At most 30 inclusions of up to 120 characters each',
    hi: 'अधिकतम 30 समावेश, प्रत्येक 120 अक्षरों तक',
  },
  'admin.imageInvalid': { en: 'Image must be an image URL', hi: 'चित्र किसी चित्र का URL होना चाहिए' },
  'admin.customerNameRequired': { en: 'Customer name is required', hi: 'ग्राहक का नाम आवश्यक है' },
  'admin.locationRequired': { en: 'Location is required', hi: 'स्थान आवश्यक है' },
  'admin.ratingInvalid': { en: 'Rating must be 1 to 5', hi: 'रेटिंग 1 से 5 के बीच होनी चाहिए' },
  'admin.commentRequired': { en: 'Comment is required', hi: 'टिप्पणी आवश्यक है' },
  'admin.titleRequired': { en: 'Title is required', hi: 'शीर्षक आवश्यक है' },
  'admin.contentRequired': { en: 'Content is required', hi: 'सामग्री आवश्यक है' },
  'admin.missionRequired': { en: 'Mission is required', hi: 'लक्ष्य आवश्यक है' },
  'admin.visionRequired': { en: 'Vision is required', hi: 'दृष्टि आवश्यक है' },
  'admin.tooLong': { en: 'This text is too long', hi: 'यह पाठ बहुत लंबा है' },
  'admin.roleInvalid': { en: 'Role must be user, pandit or admin', hi: 'भूमिका उपयोगकर्ता, पंडित या एडमिन होनी चाहिए' },
  'admin.fileInvalid': { en: 'This value is not valid in the data file', hi: 'डेटा फ़ाइल में यह मान मान्य नहीं है' },
  'admin.fileVersion': { en: 'Unsupported file version', hi: 'फ़ाइल का संस्करण समर्थित नहीं है' },
  // ------------------------------------------------------------------ payments (payment.ts)
  'utr.required': { en: 'Please enter the UPI transaction reference (UTR)', hi: 'कृपया UPI लेन-देन संदर्भ (UTR) लिखें' },
  'utr.invalid': {
    en: 'The UTR is the 12-digit number your UPI app shows for the payment',
    hi: 'UTR वह 12 अंकों की संख्या है जो आपका UPI ऐप भुगतान के लिए दिखाता है',
  },
  'refundReference.invalid': {
    en: 'Enter the refund transfer reference (3 to 100 characters)',
    hi: 'रिफ़ंड भुगतान का संदर्भ लिखें (3 से 100 अक्षर)',
  },
  // ------------------------------------------------------------------ complaints (complaint.ts)
  'complaint.categoryInvalid': { en: 'Please choose what went wrong', hi: 'कृपया चुनें कि क्या गड़बड़ हुई' },
  'complaint.descriptionTooShort': {
    en: 'Please describe the problem in at least 10 characters',
    hi: 'कृपया समस्या कम से कम 10 अक्षरों में बताएँ',
  },
  'complaint.descriptionTooLong': { en: 'At most 2000 characters', hi: 'अधिकतम 2000 अक्षर' },
  'complaint.replyRequired': { en: 'Please write a reply', hi: 'कृपया उत्तर लिखें' },
  'complaint.outcomeInvalid': { en: 'Please choose an outcome', hi: 'कृपया परिणाम चुनें' },
  'complaint.noteRequired': {
    en: 'Please give the reason (3 to 1000 characters)',
    hi: 'कृपया कारण लिखें (3 से 1000 अक्षर)',
  },
  'complaint.amountInvalid': {
    en: 'Enter a refund amount in whole rupees, at least ₹1',
    hi: 'रिफ़ंड की राशि पूरे रुपयों में लिखें, कम से कम ₹1',
  },
  'complaint.attachmentInvalid': { en: 'Upload the image first', hi: 'पहले चित्र अपलोड करें' },
  'complaint.tooManyAttachments': { en: 'At most 3 images', hi: 'अधिकतम 3 चित्र' },
  // ------------------------------------------------------------------ payouts (payout.ts)
  'payout.kindInvalid': { en: 'Choose a bank account or a UPI id', hi: 'बैंक खाता या UPI आईडी चुनें' },
  'payout.holderRequired': {
    en: 'Enter the name on the bank account',
    hi: 'बैंक खाते पर लिखा नाम लिखें',
  },
  'payout.accountNumberInvalid': {
    en: 'The account number is 9 to 18 digits',
    hi: 'खाता संख्या 9 से 18 अंकों की होती है',
  },
  'payout.ifscInvalid': {
    en: 'The IFSC is 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)',
    hi: 'आईएफ़एससी कोड 11 अक्षरों का होता है: 4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक',
  },
  'payout.upiInvalid': {
    en: 'A UPI id looks like name@bank',
    hi: 'UPI आईडी नाम@बैंक जैसी दिखती है',
  },
  'payout.referenceInvalid': {
    en: 'Enter the bank reference (3 to 100 characters)',
    hi: 'बैंक संदर्भ लिखें (3 से 100 अक्षर)',
  },
  'payout.reasonInvalid': {
    en: 'Say why the transfer failed (3 to 300 characters)',
    hi: 'बताएँ कि भुगतान क्यों विफल हुआ (3 से 300 अक्षर)',
  },
} as const satisfies Record<string, { en: string; hi: string }>;

export type RuleMessageKey = keyof typeof RULE_MESSAGES;

export function isRuleMessageKey(value: unknown): value is RuleMessageKey {
  return typeof value === 'string' && Object.hasOwn(RULE_MESSAGES, value);
}
