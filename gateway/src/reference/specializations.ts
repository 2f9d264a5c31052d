import type { Specialization } from './types.js';

const s = (id: string, en: string, hi: string): Specialization => ({ id, name: { en, hi } });

/** Pooja and sanskar specializations a pandit can offer. */
export const SPECIALIZATIONS: Specialization[] = [
  s('ganga-aarti', 'Ganga Aarti', 'गंगा आरती'),
  s('rudra-abhishek', 'Rudra Abhishek', 'रुद्राभिषेक'),
  s('wedding-ceremonies', 'Wedding Ceremonies', 'विवाह संस्कार'),
  s('griha-pravesh', 'Griha Pravesh', 'गृह प्रवेश'),
  s('navgraha-shanti', 'Navgraha Shanti', 'नवग्रह शांति'),
  s('kaal-sarp-dosh', 'Kaal Sarp Dosh', 'काल सर्प दोष'),
  s('satyanarayan-katha', 'Satyanarayan Katha', 'सत्यनारायण कथा'),
  s('mundan-sanskar', 'Mundan Sanskar', 'मुंडन संस्कार'),
  s('namkaran-sanskar', 'Namkaran Sanskar', 'नामकरण संस्कार'),
  s('annaprashan', 'Annaprashan', 'अन्नप्राशन'),
  s('upanayana-janeu', 'Upanayana (Janeu)', 'उपनयन (जनेऊ)'),
  s('ganesh-puja', 'Ganesh Puja', 'गणेश पूजा'),
  s('lakshmi-puja', 'Lakshmi Puja', 'लक्ष्मी पूजा'),
  s('durga-puja', 'Durga Puja', 'दुर्गा पूजा'),
  s('sunderkand-path', 'Sunderkand Path', 'सुंदरकांड पाठ'),
  s('hanuman-chalisa-path', 'Hanuman Chalisa Path', 'हनुमान चालीसा पाठ'),
  s('maha-mrityunjaya-jaap', 'Maha Mrityunjaya Jaap', 'महामृत्युंजय जाप'),
  s('mangal-dosh-puja', 'Mangal Dosh Puja', 'मंगल दोष पूजा'),
  s('pitra-dosh-puja', 'Pitra Dosh Puja', 'पितृ दोष पूजा'),
  s('shraddha-karma', 'Shraddha Karma', 'श्राद्ध कर्म'),
  s('chandi-path', 'Chandi Path', 'चंडी पाठ'),
  s('vastu-shanti', 'Vastu Shanti', 'वास्तु शांति'),
  s('bhoomi-pujan', 'Bhoomi Pujan', 'भूमि पूजन'),
];
