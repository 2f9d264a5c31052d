import type { Destination } from './types.js';

const d = (
  id: string,
  en: string,
  hi: string,
  stateCode: string,
  city: string,
  lat: number,
  lng: number,
): Destination => ({ id, name: { en, hi }, stateCode, city, lat, lng });

/**
 * Hindu pilgrimage destinations across India. `city` is the English name of the
 * nearest city listed for that state in STATES.
 */
export const DESTINATIONS: Destination[] = [
  // The 12 Jyotirlingas
  d('somnath-jyotirlinga', 'Somnath Jyotirlinga', 'सोमनाथ ज्योतिर्लिंग', 'GJ', 'Somnath', 20.8880, 70.4012),
  d('mallikarjuna-jyotirlinga', 'Mallikarjuna Jyotirlinga, Srisailam', 'मल्लिकार्जुन ज्योतिर्लिंग, श्रीशैलम', 'AP', 'Srisailam', 16.0733, 78.8685),
  d('mahakaleshwar-jyotirlinga', 'Mahakaleshwar Jyotirlinga', 'महाकालेश्वर ज्योतिर्लिंग', 'MP', 'Ujjain', 23.1828, 75.7682),
  d('omkareshwar-jyotirlinga', 'Omkareshwar Jyotirlinga', 'ओंकारेश्वर ज्योतिर्लिंग', 'MP', 'Omkareshwar', 22.2456, 76.1511),
  d('kedarnath', 'Kedarnath', 'केदारनाथ', 'UK', 'Kedarnath', 30.7352, 79.0669),
  d('bhimashankar-jyotirlinga', 'Bhimashankar Jyotirlinga', 'भीमाशंकर ज्योतिर्लिंग', 'MH', 'Bhimashankar', 19.0721, 73.5355),
  d('kashi-vishwanath', 'Kashi Vishwanath Temple', 'काशी विश्वनाथ मंदिर', 'UP', 'Varanasi', 25.3109, 83.0107),
  d('trimbakeshwar-jyotirlinga', 'Trimbakeshwar Jyotirlinga', 'त्र्यंबकेश्वर ज्योतिर्लिंग', 'MH', 'Trimbakeshwar', 19.9322, 73.5310),
  d('baidyanath-dham', 'Baidyanath Dham', 'बैद्यनाथ धाम', 'JH', 'Deoghar', 24.4924, 86.7000),
  d('nageshwar-jyotirlinga', 'Nageshwar Jyotirlinga', 'नागेश्वर ज्योतिर्लिंग', 'GJ', 'Dwarka', 22.3353, 69.0872),
  d('ramanathaswamy-rameswaram', 'Ramanathaswamy Temple, Rameswaram', 'रामनाथस्वामी मंदिर, रामेश्वरम', 'TN', 'Rameswaram', 9.2881, 79.3174),
  d('grishneshwar-jyotirlinga', 'Grishneshwar Jyotirlinga', 'घृष्णेश्वर ज्योतिर्लिंग', 'MH', 'Chhatrapati Sambhajinagar', 20.0247, 75.1700),

  // Char Dham (Himalayan Chota Char Dham and the four Dhams)
  d('badrinath', 'Badrinath', 'बद्रीनाथ', 'UK', 'Badrinath', 30.7433, 79.4938),
  d('gangotri', 'Gangotri', 'गंगोत्री', 'UK', 'Uttarkashi', 30.9947, 78.9398),
  d('yamunotri', 'Yamunotri', 'यमुनोत्री', 'UK', 'Uttarkashi', 31.0140, 78.4600),
  d('dwarkadhish-temple', 'Dwarkadhish Temple, Dwarka', 'द्वारकाधीश मंदिर, द्वारका', 'GJ', 'Dwarka', 22.2378, 68.9674),
  d('jagannath-puri', 'Jagannath Temple, Puri', 'जगन्नाथ मंदिर, पुरी', 'OD', 'Puri', 19.8048, 85.8181),

  // North India
  d('varanasi-dashashwamedh-ghat', 'Dashashwamedh Ghat, Varanasi', 'दशाश्वमेध घाट, वाराणसी', 'UP', 'Varanasi', 25.3068, 83.0104),
  d('ayodhya-ram-janmabhoomi', 'Ram Janmabhoomi, Ayodhya', 'राम जन्मभूमि, अयोध्या', 'UP', 'Ayodhya', 26.7956, 82.1943),
  d('mathura-krishna-janmabhoomi', 'Shri Krishna Janmabhoomi, Mathura', 'श्री कृष्ण जन्मभूमि, मथुरा', 'UP', 'Mathura', 27.5046, 77.6699),
  d('vrindavan-banke-bihari', 'Banke Bihari Temple, Vrindavan', 'बांके बिहारी मंदिर, वृंदावन', 'UP', 'Vrindavan', 27.5806, 77.6994),
  d('prayagraj-triveni-sangam', 'Triveni Sangam, Prayagraj', 'त्रिवेणी संगम, प्रयागराज', 'UP', 'Prayagraj', 25.4230, 81.8850),
  d('haridwar-har-ki-pauri', 'Har Ki Pauri, Haridwar', 'हर की पौड़ी, हरिद्वार', 'UK', 'Haridwar', 29.9560, 78.1710),
  d('rishikesh-triveni-ghat', 'Triveni Ghat, Rishikesh', 'त्रिवेणी घाट, ऋषिकेश', 'UK', 'Rishikesh', 30.1030, 78.2960),
  d('vaishno-devi', 'Vaishno Devi', 'वैष्णो देवी', 'JK', 'Katra', 33.0308, 74.9490),
  d('amarnath-cave', 'Amarnath Cave', 'अमरनाथ गुफा', 'JK', 'Pahalgam', 34.2149, 75.5008),
  d('kurukshetra-brahma-sarovar', 'Brahma Sarovar, Kurukshetra', 'ब्रह्म सरोवर, कुरुक्षेत्र', 'HR', 'Kurukshetra', 29.9610, 76.8340),
  d('jwalamukhi-temple', 'Jwalamukhi Temple', 'ज्वालामुखी मंदिर', 'HP', 'Jwalamukhi', 31.8760, 76.3230),
  d('amritsar-durgiana-temple', 'Durgiana Temple, Amritsar', 'दुर्गियाना मंदिर, अमृतसर', 'PB', 'Amritsar', 31.6320, 74.8680),
  d('pushkar-brahma-temple', 'Brahma Temple, Pushkar', 'ब्रह्मा मंदिर, पुष्कर', 'RJ', 'Pushkar', 26.4872, 74.5520),
  d('nathdwara-shrinathji', 'Shrinathji Temple, Nathdwara', 'श्रीनाथजी मंदिर, नाथद्वारा', 'RJ', 'Nathdwara', 24.9380, 73.8230),
  d('khatu-shyam-ji', 'Khatu Shyam Ji Temple', 'खाटू श्याम जी मंदिर', 'RJ', 'Khatu', 27.3636, 75.4010),

  // Central and East India
  d('gaya-vishnupad-temple', 'Vishnupad Temple, Gaya', 'विष्णुपद मंदिर, गया', 'BR', 'Gaya', 24.7770, 85.0087),
  d('bhubaneswar-lingaraj', 'Lingaraj Temple, Bhubaneswar', 'लिंगराज मंदिर, भुवनेश्वर', 'OD', 'Bhubaneswar', 20.2382, 85.8338),
  d('kolkata-kalighat', 'Kalighat Kali Temple, Kolkata', 'कालीघाट काली मंदिर, कोलकाता', 'WB', 'Kolkata', 22.5204, 88.3423),
  d('dakshineswar-kali-temple', 'Dakshineswar Kali Temple', 'दक्षिणेश्वर काली मंदिर', 'WB', 'Kolkata', 22.6548, 88.3575),
  d('gangasagar', 'Gangasagar', 'गंगासागर', 'WB', 'Gangasagar', 21.6363, 88.0747),
  d('kamakhya-temple', 'Kamakhya Temple, Guwahati', 'कामाख्या मंदिर, गुवाहाटी', 'AS', 'Guwahati', 26.1664, 91.7055),
  d('tripura-sundari-temple', 'Tripura Sundari Temple, Udaipur', 'त्रिपुर सुंदरी मंदिर, उदयपुर', 'TR', 'Udaipur', 23.5080, 91.4980),

  // West India
  d('ambaji-temple', 'Ambaji Temple', 'अंबाजी मंदिर', 'GJ', 'Ambaji', 24.3333, 72.8500),
  d('nashik-panchavati', 'Panchavati, Nashik', 'पंचवटी, नासिक', 'MH', 'Nashik', 20.0070, 73.7920),
  d('shirdi-sai-baba', 'Shirdi Sai Baba Temple', 'शिरडी साईं बाबा मंदिर', 'MH', 'Shirdi', 19.7667, 74.4771),
  d('pandharpur-vitthal', 'Vitthal Rukmini Temple, Pandharpur', 'विट्ठल रुक्मिणी मंदिर, पंढरपुर', 'MH', 'Pandharpur', 17.6670, 75.3270),
  d('mumbai-siddhivinayak', 'Siddhivinayak Temple, Mumbai', 'सिद्धिविनायक मंदिर, मुंबई', 'MH', 'Mumbai', 19.0170, 72.8300),
  d('kolhapur-mahalakshmi', 'Mahalakshmi Temple, Kolhapur', 'महालक्ष्मी मंदिर, कोल्हापुर', 'MH', 'Kolhapur', 16.6990, 74.2240),
  d('goa-mangueshi-temple', 'Shri Mangueshi Temple', 'श्री मंगेशी मंदिर', 'GA', 'Mangeshi', 15.4443, 73.9685),

  // South India
  d('tirumala-venkateswara', 'Tirumala Venkateswara Temple', 'तिरुमला वेंकटेश्वर मंदिर', 'AP', 'Tirupati', 13.6833, 79.3474),
  d('yadadri-lakshmi-narasimha', 'Yadadri Lakshmi Narasimha Temple', 'यादाद्रि लक्ष्मी नरसिंह मंदिर', 'TS', 'Yadagirigutta', 17.5877, 78.9456),
  d('bhadrachalam-sita-ramachandra', 'Sita Ramachandra Swamy Temple, Bhadrachalam', 'सीता रामचंद्र स्वामी मंदिर, भद्राचलम', 'TS', 'Bhadrachalam', 17.6688, 80.8936),
  d('madurai-meenakshi', 'Meenakshi Amman Temple, Madurai', 'मीनाक्षी अम्मन मंदिर, मदुरै', 'TN', 'Madurai', 9.9195, 78.1193),
  d('kanchipuram-kamakshi', 'Kamakshi Amman Temple, Kanchipuram', 'कामाक्षी अम्मन मंदिर, कांचीपुरम', 'TN', 'Kanchipuram', 12.8405, 79.7030),
  d('srirangam-ranganathaswamy', 'Ranganathaswamy Temple, Srirangam', 'रंगनाथस्वामी मंदिर, श्रीरंगम', 'TN', 'Tiruchirappalli', 10.8620, 78.6895),
  d('thanjavur-brihadeeswarar', 'Brihadeeswarar Temple, Thanjavur', 'बृहदेश्वर मंदिर, तंजावुर', 'TN', 'Thanjavur', 10.7828, 79.1318),
  d('tiruvannamalai-arunachaleswarar', 'Arunachaleswarar Temple, Tiruvannamalai', 'अरुणाचलेश्वर मंदिर, तिरुवन्नामलै', 'TN', 'Tiruvannamalai', 12.2319, 79.0677),
  d('chidambaram-nataraja', 'Nataraja Temple, Chidambaram', 'नटराज मंदिर, चिदंबरम', 'TN', 'Chidambaram', 11.3993, 79.6936),
  d('kanyakumari-bhagavathy', 'Bhagavathy Amman Temple, Kanyakumari', 'भगवती अम्मन मंदिर, कन्याकुमारी', 'TN', 'Kanyakumari', 8.0780, 77.5410),
  d('sabarimala-ayyappa', 'Sabarimala Ayyappa Temple', 'सबरीमाला अय्यप्पा मंदिर', 'KL', 'Sabarimala', 9.4375, 77.0808),
  d('guruvayur-temple', 'Guruvayur Temple', 'गुरुवायूर मंदिर', 'KL', 'Guruvayur', 10.5946, 76.0392),
  d('padmanabhaswamy-temple', 'Padmanabhaswamy Temple, Thiruvananthapuram', 'पद्मनाभस्वामी मंदिर, तिरुवनंतपुरम', 'KL', 'Thiruvananthapuram', 8.4828, 76.9436),
  d('udupi-krishna-matha', 'Sri Krishna Matha, Udupi', 'श्री कृष्ण मठ, उडुपी', 'KA', 'Udupi', 13.3414, 74.7519),
  d('sringeri-sharada-peetham', 'Sringeri Sharada Peetham', 'शृंगेरी शारदा पीठम', 'KA', 'Sringeri', 13.4167, 75.2528),
  d('thirunallar-saneeswaran', 'Saneeswaran Temple, Thirunallar', 'शनीश्वरन मंदिर, तिरुनल्लार', 'PY', 'Thirunallar', 10.9261, 79.7923),
];
