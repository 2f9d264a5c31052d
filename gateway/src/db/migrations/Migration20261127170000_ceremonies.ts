import { randomUUID } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';

// ------------------------------------------------------------------------------------------------------------------
// The first content of the ceremonies table, frozen in this migration (it runs as a file of its own, without the app's
// modules): the names and aliases the reference data held (reference/specializations.ts, reference/aliases.ts) and a
// description, steps and samagri for each. Admins edit the table from here on.

interface Text {
  en: string;
  hi: string;
}
interface CeremonyContent {
  slug: string;
  name: Text;
  aliases: string[];
  description: Text;
  whenDone: Text;
  whoFor: Text;
  durationMinutes: number;
  steps: Text[];
  samagri: { name: Text; quantity: Text; providedBy: 'PANDIT' | 'FAMILY' }[];
}

const t = (en: string, hi: string): Text => ({ en, hi });
const P = 'PANDIT' as const;
const F = 'FAMILY' as const;
const item = (en: string, hi: string, qEn: string, qHi: string, providedBy: 'PANDIT' | 'FAMILY') => ({
  name: t(en, hi),
  quantity: t(qEn, qHi),
  providedBy,
});

// Items most pujas share.
const roli = item('Roli and kumkum', 'रोली और कुमकुम', '1 packet each', 'एक-एक पैकेट', P);
const moli = item('Moli (sacred red thread)', 'मौली (कलावा)', '1 roll', '1 गुच्छी', P);
const akshat = item('Akshat (unbroken rice)', 'अक्षत (साबुत चावल)', '250 g', '250 ग्राम', P);
const incense = item('Incense sticks and dhoop', 'अगरबत्ती और धूप', '1 packet each', 'एक-एक पैकेट', P);
const ghee = item('Pure ghee for the lamp', 'दीपक के लिए शुद्ध घी', '250 g', '250 ग्राम', F);
const flowers = item('Fresh flowers and garlands', 'ताज़े फूल और मालाएँ', '500 g flowers, 2 garlands', '500 ग्राम फूल, 2 मालाएँ', F);
const fruits = item('Seasonal fruits', 'मौसमी फल', '5 kinds, 1 kg in all', '5 प्रकार, कुल 1 किलो', F);
const sweets = item('Sweets for prasad', 'प्रसाद के लिए मिठाई', '500 g', '500 ग्राम', F);
const supari = item('Betel nuts and betel leaves', 'सुपारी और पान के पत्ते', '11 nuts, 11 leaves', '11 सुपारी, 11 पत्ते', P);
const coconut = item('Coconut (with husk)', 'नारियल (जटा वाला)', '1', '1', F);
const kalash = item('Copper or brass kalash', 'तांबे या पीतल का कलश', '1', '1', F);
const mangoLeaves = item('Mango leaves', 'आम के पत्ते', '11', '11', F);
const havanSamagri = item('Havan samagri', 'हवन सामग्री', '1 kg', '1 किलो', P);
const havanWood = item('Mango wood for the havan', 'हवन के लिए आम की लकड़ी', '2 kg', '2 किलो', P);
const panchamrit = item(
  'Panchamrit (milk, curd, ghee, honey, sugar)',
  'पंचामृत (दूध, दही, घी, शहद, शक्कर)',
  '1 litre in all',
  'कुल 1 लीटर',
  F,
);
const gangajal = item('Gangajal', 'गंगाजल', '1 bottle', '1 बोतल', P);
const yellowCloth = item('Yellow or red cloth for the altar', 'चौकी के लिए पीला या लाल कपड़ा', '1.25 m', 'सवा मीटर', P);

const sankalp = t('Sankalp: the family states its names, gotra and purpose', 'संकल्प: परिवार अपने नाम, गोत्र और उद्देश्य बोलता है');
const ganeshPujan = t('Ganesh pujan and kalash sthapana', 'गणेश पूजन और कलश स्थापना');
const aartiPrasad = t('Aarti and distribution of prasad', 'आरती और प्रसाद वितरण');
const havan = t('Havan with ahutis into the sacred fire', 'पवित्र अग्नि में आहुतियों के साथ हवन');

const CONTENT: Record<string, Omit<CeremonyContent, 'slug' | 'name' | 'aliases'>> = {
  'ganga-aarti': {
    description: t(
      'An evening offering of light to Mother Ganga with large brass lamps, conch shells, bells and chanting, performed on the ghats or at home with Gangajal.',
      'माँ गंगा को दीपों का अर्पण: बड़े पीतल के दीपक, शंख, घंटी और मंत्रोच्चार के साथ, घाट पर या घर पर गंगाजल से।',
    ),
    whenDone: t(
      'Every evening at sunset; specially on Ganga Dussehra, Kartik Purnima, Dev Deepawali and family occasions.',
      'प्रतिदिन सूर्यास्त पर; विशेष रूप से गंगा दशहरा, कार्तिक पूर्णिमा, देव दीपावली और पारिवारिक अवसरों पर।',
    ),
    whoFor: t(
      'Families and pilgrims who wish to thank the river, mark a vow fulfilled, or hold a private aarti for an occasion.',
      'वे परिवार और तीर्थयात्री जो गंगा माँ का आभार मानना, मन्नत पूरी होने पर पूजा करना, या किसी अवसर पर निजी आरती कराना चाहते हैं।',
    ),
    durationMinutes: 60,
    steps: [
      sankalp,
      t('Ganga pujan with flowers, roli and akshat', 'फूल, रोली और अक्षत से गंगा पूजन'),
      t('Aarti with the multi-tiered lamp, conch and bells', 'बहु-दीप आरती, शंख और घंटी के साथ'),
      t('Deep daan: floating leaf-lamps on the river', 'दीपदान: पत्तों के दीये नदी में प्रवाहित करना'),
      aartiPrasad,
    ],
    samagri: [
      item('Brass aarti lamp (multi-tiered)', 'पीतल का आरती दीपक (बहु-दीप)', '1', '1', P),
      item('Leaf-lamps (diyas in leaf bowls)', 'पत्तों के दोने में दीये', '11', '11', P),
      item('Camphor', 'कपूर', '1 packet', '1 पैकेट', P),
      ghee,
      flowers,
      incense,
      roli,
      sweets,
    ],
  },
  'rudra-abhishek': {
    description: t(
      'The bathing of the Shiva lingam with water, milk, curd, honey, ghee and sugarcane juice while the Rudram (Shri Rudra) is chanted, invoking Shiva in his Rudra form.',
      'रुद्री (श्री रुद्र) के पाठ के साथ शिवलिंग का जल, दूध, दही, शहद, घी और गन्ने के रस से अभिषेक, जिसमें शिव के रुद्र रूप का आवाहन होता है।',
    ),
    whenDone: t(
      'Mondays, the month of Shravan, Maha Shivaratri, Pradosh and monthly Shivaratri, or whenever the family wishes for peace and health.',
      'सोमवार, सावन का महीना, महाशिवरात्रि, प्रदोष और मासिक शिवरात्रि, या जब भी परिवार शांति और स्वास्थ्य की कामना करे।',
    ),
    whoFor: t(
      'Anyone seeking relief from illness, planetary troubles or hardship, and devotees of Shiva marking a vow.',
      'रोग, ग्रह-बाधा या कठिनाई से मुक्ति चाहने वाले, और मन्नत पूरी करने वाले शिव भक्त।',
    ),
    durationMinutes: 150,
    steps: [
      sankalp,
      ganeshPujan,
      t('Shiva pujan and installation of the lingam', 'शिव पूजन और शिवलिंग स्थापना'),
      t('Abhishek with panchamrit and water during the Rudri path', 'रुद्री पाठ के साथ पंचामृत और जल से अभिषेक'),
      t('Shringar with bel leaves, bhasma and flowers', 'बेलपत्र, भस्म और फूलों से श्रृंगार'),
      aartiPrasad,
    ],
    samagri: [
      item('Shiva lingam (parthiv or stone)', 'शिवलिंग (पार्थिव या पत्थर का)', '1', '1', P),
      item('Bel leaves', 'बेलपत्र', '108', '108', F),
      panchamrit,
      item('Sugarcane juice', 'गन्ने का रस', '1 litre', '1 लीटर', F),
      item('Bhasma and sandalwood paste', 'भस्म और चंदन', '1 packet each', 'एक-एक पैकेट', P),
      item('Dhatura and white flowers', 'धतूरा और सफ़ेद फूल', '5 dhatura, 250 g flowers', '5 धतूरा, 250 ग्राम फूल', F),
      gangajal,
      incense,
      ghee,
      fruits,
    ],
  },
  'wedding-ceremonies': {
    description: t(
      'The Vedic Hindu marriage (vivah sanskar): kanyadaan, the joining of hands, the seven rounds around the sacred fire (saptapadi) and the vows that make the couple husband and wife.',
      'वैदिक हिंदू विवाह संस्कार: कन्यादान, पाणिग्रहण, अग्नि के सात फेरे (सप्तपदी) और वे वचन जिनसे वर-वधू पति-पत्नी बनते हैं।',
    ),
    whenDone: t(
      'On a muhurat fixed from both horoscopes, in the wedding seasons (avoiding Kharmas and Chaturmas).',
      'दोनों की कुंडली से निकाले गए मुहूर्त पर, विवाह के शुभ समय में (खरमास और चातुर्मास छोड़कर)।',
    ),
    whoFor: t(
      'A bride and groom and their families; the pandit also guides the haldi, var mala and vidaai.',
      'वर-वधू और उनके परिवार; पंडित जी हल्दी, वरमाला और विदाई की विधि भी बताते हैं।',
    ),
    durationMinutes: 240,
    steps: [
      t('Ganesh pujan, kalash and mandap pujan', 'गणेश पूजन, कलश और मंडप पूजन'),
      t('Var puja and jaimala', 'वर पूजा और जयमाला'),
      t('Kanyadaan and panigrahan', 'कन्यादान और पाणिग्रहण'),
      t('Havan and the seven pheras (saptapadi)', 'हवन और सात फेरे (सप्तपदी)'),
      t('Sindoor daan and mangalsutra', 'सिंदूरदान और मंगलसूत्र'),
      t('Blessings of the elders', 'बड़ों का आशीर्वाद'),
    ],
    samagri: [
      havanSamagri,
      havanWood,
      item('Havan kund', 'हवन कुंड', '1', '1', P),
      kalash,
      coconut,
      item('Sindoor and mangalsutra', 'सिंदूर और मंगलसूत्र', '1 each', 'एक-एक', F),
      item('Garlands for jaimala', 'जयमाला की मालाएँ', '2', '2', F),
      item('Puffed rice (lajja) for the pheras', 'फेरों के लिए खील (लाजा)', '500 g', '500 ग्राम', F),
      ghee,
      roli,
      moli,
      akshat,
      supari,
      sweets,
    ],
  },
  'griha-pravesh': {
    description: t(
      'The first formal entry into a new home: the family enters with a kalash, Vastu purusha and the nine planets are honoured, and a havan purifies the house before anyone lives in it.',
      'नए घर में पहला विधिवत प्रवेश: परिवार कलश लेकर प्रवेश करता है, वास्तु पुरुष और नवग्रहों का पूजन होता है, और रहने से पहले हवन से घर शुद्ध किया जाता है।',
    ),
    whenDone: t(
      'On an auspicious muhurat before moving in, usually in Magh, Phalgun, Vaishakh or Jyeshtha; not in Chaturmas.',
      'रहने जाने से पहले शुभ मुहूर्त पर, प्रायः माघ, फाल्गुन, वैशाख या ज्येष्ठ में; चातुर्मास में नहीं।',
    ),
    whoFor: t(
      'Families moving into a newly built or newly bought house or flat, or returning to a home after a long time.',
      'नए बने या ख़रीदे घर या फ़्लैट में जाने वाले परिवार, या लंबे समय बाद घर लौटने वाले।',
    ),
    durationMinutes: 180,
    steps: [
      t('Entry with the kalash and a right foot first', 'कलश के साथ दायाँ पैर पहले रखकर प्रवेश'),
      ganeshPujan,
      t('Vastu pujan and navagraha pujan', 'वास्तु पूजन और नवग्रह पूजन'),
      havan,
      t('Boiling milk in the new kitchen', 'नई रसोई में दूध उबालना'),
      aartiPrasad,
    ],
    samagri: [
      kalash,
      coconut,
      mangoLeaves,
      item('Milk for the kitchen ritual', 'रसोई की विधि के लिए दूध', '1 litre', '1 लीटर', F),
      havanSamagri,
      havanWood,
      item('Navagraha samidha (nine woods)', 'नवग्रह समिधा (नौ लकड़ियाँ)', '1 set', '1 सेट', P),
      ghee,
      flowers,
      roli,
      moli,
      akshat,
      supari,
      fruits,
      sweets,
    ],
  },
  'navgraha-shanti': {
    description: t(
      'A puja and havan to the nine planets (Surya, Chandra, Mangal, Budh, Guru, Shukra, Shani, Rahu, Ketu), each with its own mantra, grain and colour, to calm their ill effects.',
      'नौ ग्रहों (सूर्य, चंद्र, मंगल, बुध, गुरु, शुक्र, शनि, राहु, केतु) की पूजा और हवन, हर ग्रह के अपने मंत्र, अनाज और रंग के साथ, ताकि उनके अशुभ प्रभाव शांत हों।',
    ),
    whenDone: t(
      'When a horoscope shows afflicted planets, at the start of a difficult dasha, or before a wedding or new venture.',
      'जब कुंडली में ग्रह पीड़ित हों, कठिन दशा की शुरुआत में, या विवाह या नए काम से पहले।',
    ),
    whoFor: t(
      'Anyone advised by an astrologer, or facing repeated obstacles in health, work or family.',
      'ज्योतिषी की सलाह पर, या स्वास्थ्य, काम या परिवार में बार-बार बाधा झेल रहे लोग।',
    ),
    durationMinutes: 180,
    steps: [
      sankalp,
      ganeshPujan,
      t('Navagraha mandal with the nine grains', 'नौ अनाजों से नवग्रह मंडल'),
      t('Japa of each planet’s mantra', 'हर ग्रह के मंत्र का जाप'),
      t('Havan with the nine samidhas', 'नौ समिधाओं से हवन'),
      t('Daan of the planets’ grains and cloth', 'ग्रहों के अनाज और वस्त्र का दान'),
    ],
    samagri: [
      item('Nine grains (navadhanya)', 'नवधान्य (नौ अनाज)', '100 g each', 'हर एक 100 ग्राम', P),
      item('Navagraha samidha (nine woods)', 'नवग्रह समिधा (नौ लकड़ियाँ)', '1 set', '1 सेट', P),
      item('Cloth pieces in the nine colours', 'नौ रंगों के कपड़े', '9', '9', P),
      havanSamagri,
      kalash,
      coconut,
      ghee,
      flowers,
      roli,
      supari,
      fruits,
    ],
  },
  'kaal-sarp-dosh': {
    description: t(
      'A puja to Rahu and Ketu and the serpent deities, with a silver nag-nagin pair offered and immersed, for a horoscope in which all planets lie between Rahu and Ketu.',
      'राहु-केतु और नाग देवताओं की पूजा, जिसमें चाँदी का नाग-नागिन जोड़ा अर्पित कर प्रवाहित किया जाता है; उस कुंडली के लिए जिसमें सभी ग्रह राहु और केतु के बीच हों।',
    ),
    whenDone: t(
      'On Nag Panchami, Amavasya or a Monday, traditionally at Trimbakeshwar, Ujjain or on a river bank.',
      'नाग पंचमी, अमावस्या या सोमवार को, परंपरा से त्र्यंबकेश्वर, उज्जैन या किसी नदी तट पर।',
    ),
    whoFor: t(
      'People whose horoscope shows kaal sarp dosh and who face delays in marriage, work or children.',
      'जिनकी कुंडली में काल सर्प दोष हो और विवाह, काम या संतान में देरी हो रही हो।',
    ),
    durationMinutes: 150,
    steps: [
      sankalp,
      ganeshPujan,
      t('Rahu-Ketu and nag pujan', 'राहु-केतु और नाग पूजन'),
      t('Rudrabhishek and mantra japa', 'रुद्राभिषेक और मंत्र जाप'),
      havan,
      t('Immersion of the silver serpents', 'चाँदी के नाग-नागिन का विसर्जन'),
    ],
    samagri: [
      item('Silver nag-nagin pair', 'चाँदी का नाग-नागिन जोड़ा', '1 pair', '1 जोड़ा', F),
      item('Black sesame and black cloth', 'काले तिल और काला कपड़ा', '250 g, 1.25 m', '250 ग्राम, सवा मीटर', P),
      item('Raw milk', 'कच्चा दूध', '500 ml', '500 मिली', F),
      havanSamagri,
      gangajal,
      flowers,
      ghee,
      roli,
      supari,
    ],
  },
  'satyanarayan-katha': {
    description: t(
      'Worship of Lord Vishnu as Satyanarayan, the keeper of truth, with the reading of the five chapters of the Satyanarayan Vrat Katha and a prasad of sheera with banana and tulsi.',
      'सत्य के रक्षक भगवान विष्णु के सत्यनारायण रूप की पूजा, सत्यनारायण व्रत कथा के पाँच अध्यायों का पाठ, और केला-तुलसी वाले पंजीरी/शीरे का प्रसाद।',
    ),
    whenDone: t(
      'On Purnima or any auspicious day, and to give thanks after a wedding, a new home, a birth or a success.',
      'पूर्णिमा या किसी भी शुभ दिन, और विवाह, गृह प्रवेश, जन्म या सफलता के बाद धन्यवाद के रूप में।',
    ),
    whoFor: t(
      'Any family, for blessings and gratitude; often done by newly-weds and on housewarmings.',
      'कोई भी परिवार, आशीर्वाद और आभार के लिए; प्रायः नवविवाहित और गृह प्रवेश पर।',
    ),
    durationMinutes: 120,
    steps: [
      sankalp,
      ganeshPujan,
      t('Pujan of Satyanarayan with the navagraha', 'नवग्रह सहित सत्यनारायण पूजन'),
      t('Reading of the five chapters of the katha', 'कथा के पाँच अध्यायों का पाठ'),
      t('Havan (optional)', 'हवन (वैकल्पिक)'),
      aartiPrasad,
    ],
    samagri: [
      item('Picture or idol of Satyanarayan', 'सत्यनारायण जी का चित्र या मूर्ति', '1', '1', P),
      item('Banana leaves and stems for the mandap', 'मंडप के लिए केले के पत्ते और तने', '4 stems', '4 तने', F),
      item('Prasad (sheera or panjiri)', 'प्रसाद (शीरा या पंजीरी)', '1 kg', '1 किलो', F),
      item('Bananas', 'केले', '1 dozen', '1 दर्जन', F),
      item('Tulsi leaves', 'तुलसी दल', '21', '21', F),
      panchamrit,
      kalash,
      coconut,
      yellowCloth,
      roli,
      moli,
      akshat,
      supari,
      incense,
    ],
  },
  'mundan-sanskar': {
    description: t(
      'The first shaving of a child’s head (chudakarana), one of the sixteen sanskars: it removes the hair of birth and is believed to bring long life and clear intellect.',
      'बच्चे का पहला मुंडन (चूड़ाकर्म), सोलह संस्कारों में से एक: जन्म के बाल उतारे जाते हैं, जिससे दीर्घायु और बुद्धि का आशीर्वाद माना जाता है।',
    ),
    whenDone: t(
      'In the first, third or fifth year of the child, on a muhurat; often at a temple or on a river bank.',
      'बच्चे के पहले, तीसरे या पाँचवें वर्ष में, मुहूर्त पर; प्रायः किसी मंदिर या नदी तट पर।',
    ),
    whoFor: t(
      'A child and its parents; the maternal uncle or a barber does the first cut after the puja.',
      'बच्चा और माता-पिता; पूजा के बाद पहला बाल मामा या नाई काटते हैं।',
    ),
    durationMinutes: 90,
    steps: [
      sankalp,
      ganeshPujan,
      t('Pujan of the family deity', 'कुलदेवता का पूजन'),
      t('First cut of hair with mantras, then the shaving', 'मंत्रों के साथ पहला बाल काटना, फिर मुंडन'),
      t('Sandalwood paste on the head; hair offered to the river', 'सिर पर चंदन; बाल नदी में अर्पित'),
      aartiPrasad,
    ],
    samagri: [
      item('New clothes for the child', 'बच्चे के नए कपड़े', '1 set', '1 सेट', F),
      item('Sandalwood paste and turmeric', 'चंदन और हल्दी', '1 packet each', 'एक-एक पैकेट', P),
      item('Kusha grass', 'कुशा', '1 bundle', '1 गड्डी', P),
      item('Dough or cloth to collect the hair', 'बाल रखने के लिए आटा या कपड़ा', '250 g or 1 cloth', '250 ग्राम या 1 कपड़ा', F),
      kalash,
      roli,
      akshat,
      flowers,
      sweets,
    ],
  },
  'namkaran-sanskar': {
    description: t(
      'The naming ceremony of a newborn: the name is chosen from the nakshatra of birth, whispered into the child’s right ear, and the baby is blessed by the family.',
      'नवजात का नामकरण: जन्म नक्षत्र के अनुसार नाम चुना जाता है, बच्चे के दाएँ कान में बोला जाता है, और परिवार आशीर्वाद देता है।',
    ),
    whenDone: t(
      'On the 11th or 12th day after birth, or on a later auspicious day in the first year.',
      'जन्म के 11वें या 12वें दिन, या पहले वर्ष में किसी बाद के शुभ दिन।',
    ),
    whoFor: t(
      'A newborn and its parents, with the grandparents and family.',
      'नवजात और उसके माता-पिता, दादा-दादी और परिवार के साथ।',
    ),
    durationMinutes: 90,
    steps: [
      sankalp,
      ganeshPujan,
      t('Pujan of the nine planets and the birth nakshatra', 'नवग्रह और जन्म नक्षत्र का पूजन'),
      t('Writing the name on rice and whispering it to the child', 'चावल पर नाम लिखना और बच्चे के कान में बोलना'),
      havan,
      aartiPrasad,
    ],
    samagri: [
      item('Brass plate with rice for writing the name', 'नाम लिखने के लिए चावल भरी पीतल की थाली', '1', '1', F),
      item('Gold or silver ring for writing', 'लिखने के लिए सोने या चाँदी की अंगूठी', '1', '1', F),
      item('New clothes for the baby', 'बच्चे के नए कपड़े', '1 set', '1 सेट', F),
      havanSamagri,
      kalash,
      roli,
      moli,
      akshat,
      flowers,
      sweets,
    ],
  },
  annaprashan: {
    description: t(
      'The child’s first meal of grain: after a puja the baby is fed kheer (rice cooked in milk) by the father or grandparents, and chooses among objects that hint at its future.',
      'बच्चे का पहला अन्न भोजन: पूजा के बाद पिता या दादा-दादी बच्चे को खीर खिलाते हैं, और बच्चा कुछ वस्तुओं में से एक चुनता है जो उसके भविष्य का संकेत मानी जाती हैं।',
    ),
    whenDone: t(
      'In the sixth month for a boy and the fifth or seventh for a girl, on an auspicious day.',
      'लड़के के लिए छठे महीने और लड़की के लिए पाँचवें या सातवें महीने में, शुभ दिन पर।',
    ),
    whoFor: t('An infant and its family.', 'शिशु और उसका परिवार।'),
    durationMinutes: 90,
    steps: [
      sankalp,
      ganeshPujan,
      t('Pujan of the family deity and Annapurna', 'कुलदेवता और अन्नपूर्णा पूजन'),
      t('First feeding of kheer with a silver spoon', 'चाँदी के चम्मच से पहली बार खीर खिलाना'),
      t('The choosing of objects (book, pen, coin, clay)', 'वस्तुएँ चुनना (किताब, कलम, सिक्का, मिट्टी)'),
      aartiPrasad,
    ],
    samagri: [
      item('Kheer', 'खीर', '1 bowl', '1 कटोरी', F),
      item('Silver bowl and spoon', 'चाँदी की कटोरी और चम्मच', '1 each', 'एक-एक', F),
      item('Objects for the choosing (book, pen, coin)', 'चुनने की वस्तुएँ (किताब, कलम, सिक्का)', '1 each', 'एक-एक', F),
      kalash,
      roli,
      akshat,
      flowers,
      fruits,
    ],
  },
  'upanayana-janeu': {
    description: t(
      'The sacred thread ceremony: the boy receives the yajnopavit (janeu), is taught the Gayatri mantra by his guru and begins his life as a student of the Vedas.',
      'यज्ञोपवीत संस्कार: बालक जनेऊ धारण करता है, गुरु से गायत्री मंत्र की दीक्षा लेता है और वेदों के विद्यार्थी का जीवन शुरू करता है।',
    ),
    whenDone: t(
      'Traditionally between the ages of 8 and 16, or before marriage, in Uttarayan on a muhurat.',
      'परंपरा से 8 से 16 वर्ष की आयु में, या विवाह से पहले, उत्तरायण में मुहूर्त पर।',
    ),
    whoFor: t(
      'A boy (or young man) of a family that keeps the janeu tradition, with his parents.',
      'जनेऊ की परंपरा वाले परिवार का बालक (या युवक), माता-पिता के साथ।',
    ),
    durationMinutes: 240,
    steps: [
      ganeshPujan,
      t('Mundan and ritual bath', 'मुंडन और स्नान'),
      t('Wearing the janeu, the munj belt and the staff', 'जनेऊ, मूंज की मेखला और दंड धारण करना'),
      t('Gayatri mantra diksha from the guru', 'गुरु से गायत्री मंत्र दीक्षा'),
      havan,
      t('Bhiksha: first alms from the mother', 'भिक्षा: माँ से पहली भिक्षा'),
    ],
    samagri: [
      item('Janeu (yajnopavit)', 'जनेऊ (यज्ञोपवीत)', '2', '2', P),
      item('Munj grass belt and palash staff', 'मूंज की मेखला और पलाश का दंड', '1 each', 'एक-एक', P),
      item('Yellow dhoti and upper cloth', 'पीली धोती और अंगवस्त्र', '1 set', '1 सेट', F),
      havanSamagri,
      havanWood,
      kalash,
      ghee,
      roli,
      akshat,
      supari,
      sweets,
    ],
  },
  'ganesh-puja': {
    description: t(
      'Worship of Lord Ganesha, the remover of obstacles, with modaks, durva grass and red flowers; every other puja begins with him.',
      'विघ्नहर्ता भगवान गणेश की पूजा, मोदक, दूर्वा और लाल फूलों के साथ; हर पूजा उन्हीं से शुरू होती है।',
    ),
    whenDone: t(
      'On Ganesh Chaturthi, Sankashti Chaturthi, Wednesdays, and before any new beginning.',
      'गणेश चतुर्थी, संकष्टी चतुर्थी, बुधवार, और किसी भी नए काम की शुरुआत से पहले।',
    ),
    whoFor: t(
      'Anyone starting a venture, a home, studies or a journey; families on Ganesh Chaturthi.',
      'नया काम, घर, पढ़ाई या यात्रा शुरू करने वाले; गणेश चतुर्थी पर परिवार।',
    ),
    durationMinutes: 60,
    steps: [
      sankalp,
      t('Installation and pran pratishtha of Ganesha', 'गणेश जी की स्थापना और प्राण प्रतिष्ठा'),
      t('Shodashopachar pujan with durva and modak', 'दूर्वा और मोदक के साथ षोडशोपचार पूजन'),
      t('Ganapati Atharvashirsha path', 'गणपति अथर्वशीर्ष पाठ'),
      aartiPrasad,
    ],
    samagri: [
      item('Ganesha idol', 'गणेश जी की मूर्ति', '1', '1', F),
      item('Durva grass', 'दूर्वा', '21 bunches', '21 गुच्छे', F),
      item('Modaks', 'मोदक', '21', '21', F),
      item('Red flowers (hibiscus)', 'लाल फूल (गुड़हल)', '21', '21', F),
      item('Sindoor', 'सिंदूर', '1 packet', '1 पैकेट', P),
      yellowCloth,
      roli,
      akshat,
      incense,
    ],
  },
  'lakshmi-puja': {
    description: t(
      'Worship of Goddess Lakshmi, giver of wealth and well-being, with Ganesha and Kuber, lamps, lotus and account books.',
      'धन और सुख देने वाली माँ लक्ष्मी की पूजा, गणेश जी और कुबेर के साथ, दीपक, कमल और बही-खातों के साथ।',
    ),
    whenDone: t(
      'On Diwali (Kartik Amavasya) in the evening, on Dhanteras, Fridays, and at the opening of a business.',
      'दीवाली (कार्तिक अमावस्या) की शाम, धनतेरस, शुक्रवार, और व्यापार शुरू करते समय।',
    ),
    whoFor: t(
      'Families and shopkeepers or businesses wishing for prosperity.',
      'समृद्धि की कामना करने वाले परिवार, दुकानदार और व्यापारी।',
    ),
    durationMinutes: 90,
    steps: [
      sankalp,
      ganeshPujan,
      t('Lakshmi and Kuber pujan', 'लक्ष्मी और कुबेर पूजन'),
      t('Pujan of the account books and the safe', 'बही-खाते और तिजोरी का पूजन'),
      t('Lighting of the lamps through the house', 'पूरे घर में दीप जलाना'),
      aartiPrasad,
    ],
    samagri: [
      item('Lakshmi-Ganesh idols or picture', 'लक्ष्मी-गणेश की मूर्ति या चित्र', '1 set', '1 सेट', F),
      item('Lotus flowers', 'कमल के फूल', '2', '2', F),
      item('Clay lamps', 'मिट्टी के दीये', '21', '21', F),
      item('Puffed rice and batashe', 'खील और बताशे', '250 g each', 'एक-एक 250 ग्राम', F),
      item('Coins (silver or ordinary)', 'सिक्के (चाँदी या सामान्य)', '11', '11', F),
      yellowCloth,
      kalash,
      ghee,
      roli,
      akshat,
      sweets,
    ],
  },
  'durga-puja': {
    description: t(
      'Worship of Goddess Durga, who destroys evil, with kalash sthapana, the Durga Saptashati, and offerings of red cloth and shringar.',
      'बुराई का नाश करने वाली माँ दुर्गा की पूजा: कलश स्थापना, दुर्गा सप्तशती, और लाल चुनरी व श्रृंगार का अर्पण।',
    ),
    whenDone: t(
      'During the Chaitra and Sharad Navratri, on Ashtami and Navami, and on Tuesdays or Fridays.',
      'चैत्र और शारदीय नवरात्रि में, अष्टमी और नवमी पर, और मंगलवार या शुक्रवार को।',
    ),
    whoFor: t(
      'Devotees of the Goddess and families seeking protection and strength.',
      'देवी के भक्त और सुरक्षा व शक्ति की कामना करने वाले परिवार।',
    ),
    durationMinutes: 120,
    steps: [
      sankalp,
      ganeshPujan,
      t('Durga pujan with shringar', 'श्रृंगार सहित दुर्गा पूजन'),
      t('Recitation from the Durga Saptashati', 'दुर्गा सप्तशती का पाठ'),
      havan,
      t('Kanya pujan (on Ashtami or Navami)', 'कन्या पूजन (अष्टमी या नवमी पर)'),
    ],
    samagri: [
      item('Red chunri and shringar set', 'लाल चुनरी और श्रृंगार का सामान', '1 set', '1 सेट', F),
      item('Barley for jaware', 'जवारे के लिए जौ', '250 g', '250 ग्राम', F),
      item('Clay pot and soil', 'मिट्टी का पात्र और मिट्टी', '1', '1', F),
      kalash,
      coconut,
      havanSamagri,
      flowers,
      ghee,
      roli,
      supari,
      sweets,
    ],
  },
  'sunderkand-path': {
    description: t(
      'The recitation of the Sunderkand of the Ramcharitmanas (Hanuman’s journey to Lanka), often sung with music, for courage and the removal of troubles.',
      'रामचरितमानस के सुंदरकांड (हनुमान जी की लंका यात्रा) का पाठ, प्रायः संगीत के साथ, साहस और कष्ट दूर करने के लिए।',
    ),
    whenDone: t(
      'On Tuesdays and Saturdays, Hanuman Jayanti, and before important events or in difficult times.',
      'मंगलवार और शनिवार, हनुमान जयंती, और महत्वपूर्ण अवसरों से पहले या कठिन समय में।',
    ),
    whoFor: t(
      'Families and groups seeking strength, peace of mind or success in a task.',
      'शक्ति, मन की शांति या किसी काम में सफलता चाहने वाले परिवार और समूह।',
    ),
    durationMinutes: 180,
    steps: [
      sankalp,
      t('Ganesh, Ram darbar and Hanuman pujan', 'गणेश, राम दरबार और हनुमान पूजन'),
      t('Recitation of the Sunderkand', 'सुंदरकांड का पाठ'),
      t('Hanuman Chalisa', 'हनुमान चालीसा'),
      aartiPrasad,
    ],
    samagri: [
      item('Ramcharitmanas (Sunderkand)', 'रामचरितमानस (सुंदरकांड)', '1 book', '1 पुस्तक', P),
      item('Picture of Ram darbar and Hanuman', 'राम दरबार और हनुमान जी का चित्र', '1 each', 'एक-एक', P),
      item('Sindoor and jasmine oil', 'सिंदूर और चमेली का तेल', '1 each', 'एक-एक', P),
      item('Boondi or besan laddoo', 'बूंदी या बेसन के लड्डू', '1 kg', '1 किलो', F),
      item('Red cloth', 'लाल कपड़ा', '1.25 m', 'सवा मीटर', P),
      flowers,
      ghee,
      incense,
    ],
  },
  'hanuman-chalisa-path': {
    description: t(
      'The recitation of the Hanuman Chalisa, often 11, 21 or 108 times, with a puja of Hanuman for protection, strength and freedom from fear.',
      'हनुमान चालीसा का पाठ, प्रायः 11, 21 या 108 बार, हनुमान पूजा के साथ, रक्षा, शक्ति और भय से मुक्ति के लिए।',
    ),
    whenDone: t(
      'On Tuesdays and Saturdays, Hanuman Jayanti, and during Shani troubles.',
      'मंगलवार और शनिवार, हनुमान जयंती, और शनि की पीड़ा के समय।',
    ),
    whoFor: t(
      'Anyone seeking courage and protection; families facing fear, illness or the sade sati.',
      'साहस और रक्षा चाहने वाले; भय, रोग या साढ़ेसाती झेल रहे परिवार।',
    ),
    durationMinutes: 90,
    steps: [
      sankalp,
      t('Hanuman pujan with sindoor', 'सिंदूर से हनुमान पूजन'),
      t('Recitation of the Chalisa the chosen number of times', 'चालीसा का संकल्पित संख्या में पाठ'),
      aartiPrasad,
    ],
    samagri: [
      item('Picture or idol of Hanuman', 'हनुमान जी का चित्र या मूर्ति', '1', '1', P),
      item('Sindoor and jasmine oil', 'सिंदूर और चमेली का तेल', '1 each', 'एक-एक', P),
      item('Boondi laddoo', 'बूंदी के लड्डू', '500 g', '500 ग्राम', F),
      item('Red flowers', 'लाल फूल', '250 g', '250 ग्राम', F),
      ghee,
      incense,
    ],
  },
  'maha-mrityunjaya-jaap': {
    description: t(
      'The repetition of the Maha Mrityunjaya mantra to Shiva (traditionally 1.25 lakh times by several pandits over days, or a shorter count), with a havan at the end, for health and long life.',
      'शिव के महामृत्युंजय मंत्र का जाप (परंपरा से कई पंडितों द्वारा कई दिनों में सवा लाख, या कम संख्या में), अंत में हवन के साथ, स्वास्थ्य और दीर्घायु के लिए।',
    ),
    whenDone: t(
      'During serious illness, after an accident, in a difficult planetary period, or on birthdays for long life.',
      'गंभीर बीमारी में, दुर्घटना के बाद, कठिन ग्रह दशा में, या दीर्घायु के लिए जन्मदिन पर।',
    ),
    whoFor: t(
      'A person who is ill or in danger, or the family praying on their behalf.',
      'बीमार या संकट में पड़ा व्यक्ति, या उसकी ओर से प्रार्थना करने वाला परिवार।',
    ),
    durationMinutes: 240,
    steps: [
      sankalp,
      ganeshPujan,
      t('Shiva pujan and abhishek', 'शिव पूजन और अभिषेक'),
      t('Japa of the mantra on rudraksha malas', 'रुद्राक्ष माला पर मंत्र जाप'),
      t('Havan with a tenth of the count', 'जाप के दशांश से हवन'),
      aartiPrasad,
    ],
    samagri: [
      item('Rudraksha malas', 'रुद्राक्ष मालाएँ', '1 per pandit', 'हर पंडित के लिए 1', P),
      item('Bel leaves', 'बेलपत्र', '108', '108', F),
      item('Black sesame', 'काले तिल', '500 g', '500 ग्राम', P),
      havanSamagri,
      havanWood,
      panchamrit,
      ghee,
      flowers,
      supari,
    ],
  },
  'mangal-dosh-puja': {
    description: t(
      'A puja to Mangal (Mars), often with a Bhat puja or a symbolic marriage (kumbh vivah), to calm the Mangal dosh in a horoscope before marriage.',
      'मंगल ग्रह की पूजा, प्रायः भात पूजा या कुंभ विवाह के साथ, ताकि विवाह से पहले कुंडली का मंगल दोष शांत हो।',
    ),
    whenDone: t(
      'On a Tuesday, before marriage, traditionally at the Mangalnath temple in Ujjain or at home.',
      'मंगलवार को, विवाह से पहले, परंपरा से उज्जैन के मंगलनाथ मंदिर में या घर पर।',
    ),
    whoFor: t('Manglik men and women, usually before their wedding.', 'मांगलिक पुरुष और महिलाएँ, प्रायः विवाह से पहले।'),
    durationMinutes: 120,
    steps: [
      sankalp,
      ganeshPujan,
      t('Mangal pujan with red flowers and masoor', 'लाल फूल और मसूर से मंगल पूजन'),
      t('Mangal mantra japa', 'मंगल मंत्र जाप'),
      havan,
      t('Daan of red lentils and jaggery', 'लाल मसूर और गुड़ का दान'),
    ],
    samagri: [
      item('Red lentils (masoor)', 'लाल मसूर', '500 g', '500 ग्राम', F),
      item('Jaggery', 'गुड़', '250 g', '250 ग्राम', F),
      item('Red cloth', 'लाल कपड़ा', '1.25 m', 'सवा मीटर', P),
      item('Red flowers', 'लाल फूल', '250 g', '250 ग्राम', F),
      havanSamagri,
      ghee,
      roli,
      supari,
    ],
  },
  'pitra-dosh-puja': {
    description: t(
      'Rites to satisfy the ancestors (pitras) when their unfulfilled wishes are believed to trouble the family: tarpan, pind daan and the Narayan Bali in some traditions.',
      'पितरों को तृप्त करने की विधि, जब उनकी अधूरी इच्छाएँ परिवार को कष्ट देती मानी जाएँ: तर्पण, पिंडदान, और कुछ परंपराओं में नारायण बली।',
    ),
    whenDone: t(
      'In Pitru Paksha, on Amavasya, and at Gaya, Haridwar or Trimbakeshwar.',
      'पितृ पक्ष में, अमावस्या को, और गया, हरिद्वार या त्र्यंबकेश्वर में।',
    ),
    whoFor: t(
      'Families with pitra dosh in a horoscope, or facing repeated troubles with children, health or money.',
      'जिनकी कुंडली में पितृ दोष हो, या संतान, स्वास्थ्य या धन में बार-बार कष्ट हो।',
    ),
    durationMinutes: 150,
    steps: [
      sankalp,
      t('Vishnu and pitru pujan', 'विष्णु और पितृ पूजन'),
      t('Tarpan with black sesame and water', 'काले तिल और जल से तर्पण'),
      t('Pind daan', 'पिंडदान'),
      t('Feeding Brahmins, cows and crows', 'ब्राह्मण, गाय और कौवे को भोजन'),
    ],
    samagri: [
      item('Black sesame', 'काले तिल', '250 g', '250 ग्राम', P),
      item('Kusha grass', 'कुशा', '1 bundle', '1 गड्डी', P),
      item('Barley flour and rice for the pinds', 'पिंड के लिए जौ का आटा और चावल', '500 g', '500 ग्राम', F),
      item('White cloth', 'सफ़ेद कपड़ा', '1.25 m', 'सवा मीटर', F),
      item('Food for the Brahmin bhoj', 'ब्राह्मण भोज का भोजन', 'as needed', 'आवश्यकतानुसार', F),
      gangajal,
      flowers,
      ghee,
    ],
  },
  'shraddha-karma': {
    description: t(
      'The yearly rite for a departed parent or ancestor on their tithi: tarpan, pind daan and a meal for Brahmins, offered so that the ancestor is at peace.',
      'दिवंगत माता-पिता या पूर्वज के लिए उनकी तिथि पर वार्षिक विधि: तर्पण, पिंडदान और ब्राह्मण भोजन, ताकि पूर्वज को शांति मिले।',
    ),
    whenDone: t(
      'On the death anniversary (tithi), in Pitru Paksha, and after a death in the family (the 13 days).',
      'पुण्यतिथि (तिथि) पर, पितृ पक्ष में, और परिवार में मृत्यु के बाद (तेरह दिन)।',
    ),
    whoFor: t('Sons, daughters and relatives of the departed.', 'दिवंगत के पुत्र, पुत्रियाँ और संबंधी।'),
    durationMinutes: 120,
    steps: [
      sankalp,
      t('Pujan of the ancestors and Vishwedevas', 'पितरों और विश्वेदेवों का पूजन'),
      t('Tarpan', 'तर्पण'),
      t('Pind daan', 'पिंडदान'),
      t('Brahmin bhoj and daan', 'ब्राह्मण भोज और दान'),
    ],
    samagri: [
      item('Black sesame', 'काले तिल', '250 g', '250 ग्राम', P),
      item('Kusha grass', 'कुशा', '1 bundle', '1 गड्डी', P),
      item(
        'Rice, barley flour and milk for the pinds',
        'पिंड के लिए चावल, जौ का आटा और दूध',
        '500 g, 250 ml',
        '500 ग्राम, 250 मिली',
        F,
      ),
      item('Food for the Brahmin bhoj (kheer, puri)', 'ब्राह्मण भोज (खीर, पूरी)', 'as needed', 'आवश्यकतानुसार', F),
      item('Clothes and dakshina for daan', 'दान के लिए वस्त्र और दक्षिणा', '1 set', '1 सेट', F),
      gangajal,
      flowers,
    ],
  },
  'chandi-path': {
    description: t(
      'The recitation of the Durga Saptashati (Chandi Path, 700 verses in 13 chapters), sometimes with a Chandi havan, invoking the Goddess’s power over evil.',
      'दुर्गा सप्तशती (चंडी पाठ, 13 अध्यायों के 700 श्लोक) का पाठ, कभी-कभी चंडी हवन के साथ, बुराई पर देवी की शक्ति का आवाहन।',
    ),
    whenDone: t(
      'In Navratri, on Ashtami, and in times of danger, disputes or illness.',
      'नवरात्रि में, अष्टमी को, और संकट, विवाद या बीमारी के समय।',
    ),
    whoFor: t(
      'Devotees of the Goddess and families facing enemies, fear or obstacles.',
      'देवी के भक्त और शत्रु, भय या बाधाओं का सामना कर रहे परिवार।',
    ),
    durationMinutes: 240,
    steps: [
      sankalp,
      ganeshPujan,
      t('Durga pujan', 'दुर्गा पूजन'),
      t('Recitation of the 13 chapters', '13 अध्यायों का पाठ'),
      t('Chandi havan', 'चंडी हवन'),
      aartiPrasad,
    ],
    samagri: [
      item('Durga Saptashati', 'दुर्गा सप्तशती', '1 book', '1 पुस्तक', P),
      item('Red chunri', 'लाल चुनरी', '1', '1', F),
      havanSamagri,
      havanWood,
      kalash,
      coconut,
      ghee,
      flowers,
      roli,
      sweets,
    ],
  },
  'vastu-shanti': {
    description: t(
      'A puja and havan to Vastu Purusha, the spirit of the site, to correct faults in a building’s layout and bring harmony to those who live or work in it.',
      'स्थान के देवता वास्तु पुरुष की पूजा और हवन, ताकि भवन की बनावट के दोष दूर हों और वहाँ रहने या काम करने वालों में सामंजस्य आए।',
    ),
    whenDone: t(
      'Before moving into a house or office, after alterations, or when the home feels troubled.',
      'घर या दफ़्तर में जाने से पहले, बदलाव के बाद, या जब घर में अशांति लगे।',
    ),
    whoFor: t('Owners and tenants of homes, shops, offices and factories.', 'घरों, दुकानों, दफ़्तरों और कारख़ानों के मालिक और किरायेदार।'),
    durationMinutes: 180,
    steps: [
      sankalp,
      ganeshPujan,
      t('Vastu mandal and Vastu Purusha pujan', 'वास्तु मंडल और वास्तु पुरुष पूजन'),
      t('Navagraha pujan', 'नवग्रह पूजन'),
      havan,
      t('Burying the vastu yantra or pot', 'वास्तु यंत्र या कलश स्थापित करना'),
    ],
    samagri: [
      item('Vastu yantra', 'वास्तु यंत्र', '1', '1', P),
      item('Silver snake and tortoise (for the foundation pot)', 'चाँदी का नाग और कछुआ (कलश के लिए)', '1 each', 'एक-एक', F),
      havanSamagri,
      havanWood,
      kalash,
      coconut,
      mangoLeaves,
      ghee,
      roli,
      akshat,
      fruits,
    ],
  },
  'bhoomi-pujan': {
    description: t(
      'Worship of Mother Earth and Vastu Purusha before construction begins: the ground is dug with a silver spade, and a pot with serpent and tortoise is laid in the foundation.',
      'निर्माण शुरू होने से पहले धरती माता और वास्तु पुरुष की पूजा: चाँदी के फावड़े से भूमि खोदी जाती है, और नींव में नाग-कछुए वाला कलश रखा जाता है।',
    ),
    whenDone: t(
      'Before laying the foundation of a house, building or factory, on a muhurat.',
      'घर, भवन या कारख़ाने की नींव रखने से पहले, मुहूर्त पर।',
    ),
    whoFor: t('Owners of a plot about to build, and builders.', 'निर्माण शुरू करने वाले प्लॉट के मालिक और बिल्डर।'),
    durationMinutes: 90,
    steps: [
      sankalp,
      ganeshPujan,
      t('Bhoomi (earth) and Vastu pujan', 'भूमि और वास्तु पूजन'),
      t('Digging with the silver spade', 'चाँदी के फावड़े से खुदाई'),
      t('Laying the foundation pot and bricks', 'नींव का कलश और ईंटें रखना'),
    ],
    samagri: [
      item('Silver spade (or a new spade)', 'चाँदी का (या नया) फावड़ा', '1', '1', F),
      item('Silver snake and tortoise', 'चाँदी का नाग और कछुआ', '1 each', 'एक-एक', F),
      item('Five bricks for the foundation', 'नींव के लिए पाँच ईंटें', '5', '5', F),
      kalash,
      coconut,
      roli,
      akshat,
      flowers,
      sweets,
    ],
  },
};

const NAMES: Array<[slug: string, en: string, hi: string]> = [
  ['ganga-aarti', 'Ganga Aarti', 'गंगा आरती'],
  ['rudra-abhishek', 'Rudra Abhishek', 'रुद्राभिषेक'],
  ['wedding-ceremonies', 'Wedding Ceremonies', 'विवाह संस्कार'],
  ['griha-pravesh', 'Griha Pravesh', 'गृह प्रवेश'],
  ['navgraha-shanti', 'Navgraha Shanti', 'नवग्रह शांति'],
  ['kaal-sarp-dosh', 'Kaal Sarp Dosh', 'काल सर्प दोष'],
  ['satyanarayan-katha', 'Satyanarayan Katha', 'सत्यनारायण कथा'],
  ['mundan-sanskar', 'Mundan Sanskar', 'मुंडन संस्कार'],
  ['namkaran-sanskar', 'Namkaran Sanskar', 'नामकरण संस्कार'],
  ['annaprashan', 'Annaprashan', 'अन्नप्राशन'],
  ['upanayana-janeu', 'Upanayana (Janeu)', 'उपनयन (जनेऊ)'],
  ['ganesh-puja', 'Ganesh Puja', 'गणेश पूजा'],
  ['lakshmi-puja', 'Lakshmi Puja', 'लक्ष्मी पूजा'],
  ['durga-puja', 'Durga Puja', 'दुर्गा पूजा'],
  ['sunderkand-path', 'Sunderkand Path', 'सुंदरकांड पाठ'],
  ['hanuman-chalisa-path', 'Hanuman Chalisa Path', 'हनुमान चालीसा पाठ'],
  ['maha-mrityunjaya-jaap', 'Maha Mrityunjaya Jaap', 'महामृत्युंजय जाप'],
  ['mangal-dosh-puja', 'Mangal Dosh Puja', 'मंगल दोष पूजा'],
  ['pitra-dosh-puja', 'Pitra Dosh Puja', 'पितृ दोष पूजा'],
  ['shraddha-karma', 'Shraddha Karma', 'श्राद्ध कर्म'],
  ['chandi-path', 'Chandi Path', 'चंडी पाठ'],
  ['vastu-shanti', 'Vastu Shanti', 'वास्तु शांति'],
  ['bhoomi-pujan', 'Bhoomi Pujan', 'भूमि पूजन'],
];

const ALIASES: Array<{ term: string; aliases: string[] }> = [
  {
    term: 'Griha Pravesh',
    aliases: [
      'house warming',
      'housewarming',
      'new house puja',
      'new home puja',
      'gruh pravesh',
      'griha pravesha',
      'हाउस वार्मिंग',
      'गृहप्रवेश',
      'गृह प्रवेश पूजा',
      'नया घर पूजा',
    ],
  },
  {
    term: 'Rudra Abhishek',
    aliases: ['rudrabhishek', 'rudrabhishekam', 'rudra abhishekam', 'shiv abhishek', 'रुद्र अभिषेक', 'रुद्राभिषेकम'],
  },
  {
    term: 'Wedding Ceremonies',
    aliases: [
      'wedding',
      'marriage',
      'vivah',
      'vivaah sanskar',
      'vivah sanskar',
      'shaadi',
      'shadi',
      'byah',
      'kalyanam',
      'vivaham',
      'lagna',
      'विवाह',
      'शादी',
      'ब्याह',
      'वेडिंग',
      'मैरिज',
    ],
  },
  {
    term: 'Namkaran Sanskar',
    aliases: ['naming ceremony', 'baby naming', 'namakaran', 'namakarana', 'barsa', 'नामकरण', 'नामकरण संस्कार', 'नेमिंग सेरेमनी'],
  },
  {
    term: 'Upanayana (Janeu)',
    aliases: [
      'upanayana',
      'upanayanam',
      'upanayan',
      'thread ceremony',
      'sacred thread ceremony',
      'sacred thread',
      'janeu',
      'janeyu',
      'janoi',
      'yagyopavit',
      'yajnopavita',
      'munj',
      'poita',
      'जनेऊ',
      'जनेऊ संस्कार',
      'उपनयन',
      'उपनयन संस्कार',
      'यज्ञोपवीत',
      'मुंज',
    ],
  },
  {
    term: 'Navgraha Shanti',
    aliases: ['navagraha shanti', 'navagraha', 'navgraha', 'nav graha shanti', 'navagraha puja', 'नवग्रह', 'नवग्रह पूजा'],
  },
  {
    term: 'Lakshmi Puja',
    aliases: [
      'laxmi puja',
      'lakshmi',
      'laxmi',
      'laxmi pujan',
      'lakshmi pujan',
      'diwali puja',
      'deepavali puja',
      'dhanteras puja',
      'लक्ष्मी',
      'लक्ष्मी पूजन',
      'दीवाली पूजा',
      'दिवाली पूजा',
    ],
  },
  {
    term: 'Bhoomi Pujan',
    aliases: [
      'bhoomi puja',
      'bhumi puja',
      'foundation stone ceremony',
      'foundation ceremony',
      'shilanyas',
      'भूमिपूजन',
      'भूमि पूजा',
      'शिलान्यास',
    ],
  },
  {
    term: 'Satyanarayan Katha',
    aliases: [
      'satyanarayan',
      'satyanarayana',
      'satyanarayan puja',
      'satyanarayana puja',
      'satyanarayan vrat',
      'सत्यनारायण',
      'सत्यनारायण पूजा',
      'सत्यनारायण व्रत कथा',
    ],
  },
  {
    term: 'Kaal Sarp Dosh',
    aliases: ['kaal sarp', 'kalsarp dosh', 'kaal sarpa dosha', 'kaal sarp puja', 'कालसर्प', 'कालसर्प दोष', 'काल सर्प'],
  },
  {
    term: 'Mundan Sanskar',
    aliases: ['mundan', 'first haircut', 'head shaving ceremony', 'chudakarana', 'chaula', 'मुंडन', 'चूड़ाकर्म'],
  },
  {
    term: 'Annaprashan',
    aliases: ['annaprashana', 'first rice ceremony', 'first feeding ceremony', 'mukhe bhaat', 'choroonu', 'अन्नप्राशन संस्कार'],
  },
  {
    term: 'Ganesh Puja',
    aliases: [
      'ganpati puja',
      'ganpati bappa',
      'ganapati puja',
      'ganpati',
      'ganapati',
      'ganesh',
      'vinayaka puja',
      'vinayagar puja',
      'ganesh chaturthi puja',
      'गणपति',
      'गणपति पूजा',
      'गणेश',
    ],
  },
  { term: 'Durga Puja', aliases: ['durga', 'navratri puja', 'navaratri puja', 'durga pujo', 'नवरात्रि पूजा', 'दुर्गा'] },
  {
    term: 'Sunderkand Path',
    aliases: ['sundarkand', 'sunderkand', 'sunder kand', 'sundar kand path', 'सुंदरकांड', 'सुन्दरकाण्ड', 'सुन्दरकाण्ड पाठ'],
  },
  { term: 'Hanuman Chalisa Path', aliases: ['hanuman chalisa', 'hanuman path', 'हनुमान चालीसा'] },
  {
    term: 'Maha Mrityunjaya Jaap',
    aliases: [
      'mahamrityunjay jap',
      'maha mrityunjay jaap',
      'mrityunjaya',
      'mrityunjay jaap',
      'mahamrityunjaya',
      'महा मृत्युंजय जाप',
      'मृत्युंजय जाप',
      'महामृत्युंजय',
    ],
  },
  {
    term: 'Mangal Dosh Puja',
    aliases: [
      'mangal dosh',
      'mangal dosha',
      'manglik dosh',
      'manglik dosh puja',
      'manglik',
      'kuja dosha',
      'मंगल दोष',
      'मांगलिक दोष',
    ],
  },
  {
    term: 'Pitra Dosh Puja',
    aliases: ['pitra dosh', 'pitru dosha', 'pitru dosha puja', 'pitra dosh nivaran', 'pitra puja', 'पितृ दोष', 'पितृ दोष निवारण'],
  },
  {
    term: 'Shraddha Karma',
    aliases: [
      'shraddha',
      'shradh',
      'shraddh',
      'pind daan',
      'pinda daan',
      'pind dan',
      'tarpan',
      'tarpanam',
      'death anniversary rites',
      'ancestor rites',
      'श्राद्ध',
      'पिंडदान',
      'पिंड दान',
      'तर्पण',
    ],
  },
  { term: 'Vastu Shanti', aliases: ['vaastu shanti', 'vastu puja', 'vastu pooja', 'vastu dosh', 'वास्तु पूजा', 'वास्तु शान्ति'] },
  { term: 'Chandi Path', aliases: ['chandi', 'chandi homam', 'durga saptashati', 'saptashati path', 'चंडी', 'दुर्गा सप्तशती'] },
  { term: 'Ganga Aarti', aliases: ['ganga arati', 'ganga arti', 'गंगा आरती'] },
];

const CEREMONY_CONTENT: CeremonyContent[] = NAMES.map(([slug, en, hi]) => {
  const content = CONTENT[slug];
  if (!content) throw new Error(`No content for the ceremony ${slug}`);
  return { slug, name: t(en, hi), aliases: ALIASES.find((a) => a.term === en)?.aliases ?? [], ...content };
});

// Words that only say "a ritual": 'Satyanarayan' and 'Satyanarayan Katha' are one ceremony (as search's FILLER).
const FILLER = new Set(
  'puja pooja pujan poojan paath path ceremony ceremonies sanskar sanskaar karma vidhi nivaran vrat katha jaap jap पूजा पूजन पाठ संस्कार विधि कथा जाप'.split(
    ' ',
  ),
);
const words = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
const keyOf = (s: string) => words(s).join('');
const coreOf = (s: string) => {
  const w = words(s);
  const core = w.filter((x) => !FILLER.has(x));
  return (core.length ? core : w).join('');
};

/** A typed ceremony → its ceremony: by whole name or alias first, then without the ritual words. */
function matcher<C extends { name: Text; aliases: string[] }>(list: C[]): (typed: string) => C | undefined {
  const whole = new Map<string, C>();
  const core = new Map<string, C>();
  for (const c of list)
    for (const form of [c.name.en, c.name.hi, ...c.aliases]) {
      if (!whole.has(keyOf(form))) whole.set(keyOf(form), c);
      if (!core.has(coreOf(form))) core.set(coreOf(form), c);
    }
  return (typed) => whole.get(keyOf(typed)) ?? core.get(coreOf(typed));
}

/**
 * Ceremonies as data (issue #33, decision record 0061): the ceremonies table with its first content, the pandits'
 * ceremonies (pandit_ceremonies, mapped from pandits.specializations by name and alias, near-duplicates merged), and
 * the booking's ceremony, sankalp and samagri. pandits.specializations stays, rewritten as the English names of the
 * pandit's ceremonies (the previous release reads it; the gateway keeps it in step).
 */
export class Migration20261127170000_ceremonies extends Migration {
  override name = 'Migration20261127170000_ceremonies';

  override async up(): Promise<void> {
    await this.execute(
      `create table "ceremonies" ("id" uuid not null, "slug" varchar(60) not null, "name_en" varchar(80) not null, "name_hi" varchar(80) not null, "aliases" text[] not null default '{}', "description_en" text not null, "description_hi" text not null, "when_done_en" text not null, "when_done_hi" text not null, "who_for_en" text not null, "who_for_hi" text not null, "duration_minutes" int not null, "steps" jsonb not null, "samagri" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    await this.execute(`alter table "ceremonies" add constraint "ceremonies_slug_unique" unique ("slug");`);
    await this.execute(
      `create table "pandit_ceremonies" ("pandit_id" uuid not null, "ceremony_id" uuid not null, "price" int null, "virtual_price" int null, primary key ("pandit_id", "ceremony_id"));`,
    );
    await this.execute(
      `alter table "pandit_ceremonies" add constraint "pandit_ceremonies_ceremony_pandit_unique" unique ("ceremony_id", "pandit_id");`,
    );
    await this.execute(
      `alter table "pandit_ceremonies" add constraint "pandit_ceremonies_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on update cascade on delete cascade;`,
    );
    await this.execute(
      `alter table "pandit_ceremonies" add constraint "pandit_ceremonies_ceremony_id_foreign" foreign key ("ceremony_id") references "ceremonies" ("id") on update cascade on delete restrict;`,
    );
    await this.execute(
      `alter table "bookings" add "ceremony_id" uuid null, add "sankalp" jsonb null, add "samagri_by" text null;`,
    );
    await this.execute(
      `alter table "bookings" add constraint "bookings_ceremony_id_foreign" foreign key ("ceremony_id") references "ceremonies" ("id") on delete restrict;`,
    );
    await this.execute(
      `alter table "bookings" add constraint "bookings_samagri_by_check" check ("samagri_by" in ('FAMILY', 'PANDIT'));`,
    );

    const now = new Date();
    const ceremonies = CEREMONY_CONTENT.map((c) => ({ id: randomUUID(), name: c.name, aliases: c.aliases, c }));
    for (const { id, c } of ceremonies)
      await this.execute(
        `insert into "ceremonies" ("id", "slug", "name_en", "name_hi", "aliases", "description_en", "description_hi", "when_done_en", "when_done_hi", "who_for_en", "who_for_hi", "duration_minutes", "steps", "samagri", "created_at", "updated_at")
         values (?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)`,
        [
          id,
          c.slug,
          c.name.en,
          c.name.hi,
          `{${c.aliases.map((a) => `"${a.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
          c.description.en,
          c.description.hi,
          c.whenDone.en,
          c.whenDone.hi,
          c.whoFor.en,
          c.whoFor.hi,
          c.durationMinutes,
          JSON.stringify(c.steps),
          JSON.stringify(c.samagri),
          now,
          now,
        ],
      );

    // Every pandit's strings mapped to ceremonies; strings that name no ceremony are dropped with the old column's copy.
    const match = matcher(ceremonies);
    const pandits = (await this.execute(`select "id", "specializations" from "pandits"`)) as {
      id: string;
      specializations: string[];
    }[];
    for (const p of pandits) {
      const mine = [...new Set((p.specializations ?? []).map((s) => match(s)).filter((c) => c !== undefined))];
      for (const c of mine)
        await this.execute(`insert into "pandit_ceremonies" ("pandit_id", "ceremony_id") values (?, ?)`, [p.id, c.id]);
      await this.execute(`update "pandits" set "specializations" = ?::text[] where "id" = ?`, [
        `{${mine.map((c) => `"${c.name.en.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
        p.id,
      ]);
    }
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read these tables and columns.
    this.addSql(`alter table "bookings" drop constraint "bookings_samagri_by_check";`);
    this.addSql(`alter table "bookings" drop constraint "bookings_ceremony_id_foreign";`);
    this.addSql(`alter table "bookings" drop column "ceremony_id", drop column "sankalp", drop column "samagri_by";`);
    this.addSql(`drop table if exists "pandit_ceremonies";`);
    this.addSql(`drop table if exists "ceremonies";`);
  }
}
