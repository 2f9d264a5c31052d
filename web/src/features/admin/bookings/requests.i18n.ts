/** The 'find me a pandit' requests' texts in the Bookings tab (namespace 'adminRequests', shipped with the tab's chunk). */
export const en = {
  title: 'Find-me-a-pandit requests',
  intro: 'Left by visitors whose search found nobody. Contact them, then mark the request handled.',
  show: 'Show',
  statuses: { NEW: 'New', HANDLED: 'Handled', ALL: 'All' },
  empty: 'No requests here',
  loadFailed: 'The requests could not be loaded',
  preferred: 'Preferred date: {{date}}',
  received: 'Received {{when}}',
  handledOn: 'Handled {{when}}',
  markHandled: 'Mark handled',
  markHandledLabel: 'Mark handled: the request from {{name}}',
  marked: 'The request is marked handled.',
  markFailed: 'The request could not be marked handled',
  account: 'Signed in',
};

export const hi: typeof en = {
  title: '"मेरे लिए पंडित ढूँढें" अनुरोध',
  intro: 'उन आगंतुकों के अनुरोध जिनकी खोज में कोई पंडित नहीं मिला। उनसे संपर्क करें, फिर अनुरोध को निपटाया हुआ चिह्नित करें।',
  show: 'दिखाएँ',
  statuses: { NEW: 'नए', HANDLED: 'निपटाए गए', ALL: 'सभी' },
  empty: 'यहाँ कोई अनुरोध नहीं',
  loadFailed: 'अनुरोध लोड नहीं हो सके',
  preferred: 'पसंदीदा तारीख़: {{date}}',
  received: 'मिला {{when}}',
  handledOn: 'निपटाया {{when}}',
  markHandled: 'निपटाया हुआ चिह्नित करें',
  markHandledLabel: '{{name}} का अनुरोध निपटाया हुआ चिह्नित करें',
  marked: 'अनुरोध निपटाया हुआ चिह्नित किया गया।',
  markFailed: 'अनुरोध को निपटाया हुआ चिह्नित नहीं किया जा सका',
  account: 'साइन इन किया हुआ',
};
