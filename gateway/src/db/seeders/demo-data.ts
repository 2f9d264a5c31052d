/**
 * Deterministic demo data for PanditConnect seeders.
 * Plain data only: no randomness, no external imports.
 */

export type DemoSpecialization =
  | 'Ganga Aarti'
  | 'Rudra Abhishek'
  | 'Wedding Ceremonies'
  | 'Griha Pravesh'
  | 'Navgraha Shanti'
  | 'Kaal Sarp Dosh'
  | 'Satyanarayan Katha'
  | 'Mundan Sanskar'
  | 'Namkaran Sanskar'
  | 'Ganesh Puja'
  | 'Lakshmi Puja'
  | 'Durga Puja'
  | 'Sunderkand Path'
  | 'Maha Mrityunjaya Jaap'
  | 'Pitra Dosh Puja'
  | 'Shraddha Karma'
  | 'Vastu Shanti'
  | 'Annaprashan'
  | 'Upanayana (Janeu)'
  | 'Mangal Dosh Puja'
  | 'Bhoomi Pujan'
  | 'Hanuman Chalisa Path'
  | 'Chandi Path';

export type DemoLanguage =
  | 'Hindi'
  | 'English'
  | 'Sanskrit'
  | 'Bengali'
  | 'Marathi'
  | 'Gujarati'
  | 'Tamil'
  | 'Telugu'
  | 'Kannada'
  | 'Malayalam'
  | 'Punjabi'
  | 'Bhojpuri';

export type DemoState =
  | 'Uttar Pradesh'
  | 'Uttarakhand'
  | 'Maharashtra'
  | 'Karnataka'
  | 'Tamil Nadu'
  | 'West Bengal'
  | 'Gujarat'
  | 'Rajasthan'
  | 'Madhya Pradesh'
  | 'Bihar'
  | 'Odisha'
  | 'Delhi'
  | 'Punjab'
  | 'Andhra Pradesh'
  | 'Telangana'
  | 'Kerala'
  | 'Assam'
  | 'Haryana';

export type DemoPanditStatus = 'approved' | 'pending' | 'rejected';

export interface DemoPricing {
  basic: number;
  premium: number;
  deluxe: number;
  virtualBasic?: number;
  virtualPremium?: number;
  virtualDeluxe?: number;
}

export interface DemoPandit {
  key: string;
  name: string;
  email: string;
  phone: string;
  state: DemoState;
  city: string;
  location: string;
  bio: string;
  experience: number;
  specializations: DemoSpecialization[];
  languages: DemoLanguage[];
  pricing: DemoPricing;
  virtualPoojaAvailable: boolean;
  status: DemoPanditStatus;
  rejectionReason?: string;
  verified: boolean;
}

export const DEMO_PANDITS: DemoPandit[] = [
  // ---------------------------------------------------------------- Varanasi
  {
    key: 'ramesh-shastri-varanasi',
    name: 'Pt. Ramesh Shastri',
    email: 'ramesh.shastri@example.in',
    phone: '9415023871',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    location: 'Assi Ghat, Varanasi',
    bio: 'Pt. Ramesh Shastri completed his Shastri and Acharya degrees in Karmakanda from Sampurnanand Sanskrit University and has served pilgrims at Assi Ghat for nearly three decades. He is known for precise Vedic pronunciation during Rudra Abhishek and for patiently explaining every step of the ritual to families.',
    experience: 28,
    specializations: [
      'Rudra Abhishek',
      'Ganga Aarti',
      'Maha Mrityunjaya Jaap',
      'Pitra Dosh Puja',
      'Shraddha Karma',
      'Satyanarayan Katha',
    ],
    languages: ['Hindi', 'Sanskrit', 'English', 'Bhojpuri'],
    pricing: { basic: 5100, premium: 11000, deluxe: 21000, virtualBasic: 3100, virtualPremium: 7100, virtualDeluxe: 15000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'vinod-mishra-varanasi',
    name: 'Acharya Vinod Mishra',
    email: 'vinod.mishra@example.in',
    phone: '9839147260',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    location: 'Dashashwamedh Ghat, Varanasi',
    bio: 'आचार्य विनोद मिश्र पिछले 35 वर्षों से काशी में वैदिक कर्मकांड करा रहे हैं और दशाश्वमेध घाट की संध्या गंगा आरती से लंबे समय तक जुड़े रहे हैं। वे शुक्ल यजुर्वेद की माध्यन्दिन शाखा के विद्वान हैं तथा विवाह, उपनयन और रुद्राभिषेक शास्त्रोक्त विधि से संपन्न कराते हैं।',
    experience: 35,
    specializations: [
      'Ganga Aarti',
      'Rudra Abhishek',
      'Wedding Ceremonies',
      'Upanayana (Janeu)',
      'Navgraha Shanti',
      'Chandi Path',
      'Maha Mrityunjaya Jaap',
    ],
    languages: ['Hindi', 'Sanskrit', 'Bhojpuri'],
    pricing: { basic: 7100, premium: 15000, deluxe: 31000, virtualBasic: 5100, virtualPremium: 11000, virtualDeluxe: 21000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'shivanand-pandey-varanasi',
    name: 'Pandit Shivanand Pandey',
    email: 'shivanand.pandey@example.in',
    phone: '7007381945',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    location: 'Kedar Ghat, Varanasi',
    bio: 'Pandit Shivanand Pandey belongs to a family of purohits who have performed rituals at Kedar Ghat for four generations. He specialises in Shiva worship and performs Rudra Abhishek with the full Rudrashtadhyayi, as well as Kaal Sarp Dosh and Navgraha Shanti pujas.',
    experience: 14,
    specializations: ['Rudra Abhishek', 'Kaal Sarp Dosh', 'Navgraha Shanti', 'Maha Mrityunjaya Jaap'],
    languages: ['Hindi', 'Sanskrit'],
    pricing: { basic: 3100, premium: 6100, deluxe: 11000 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  {
    key: 'anil-tripathi-varanasi',
    name: 'Pt. Anil Tripathi',
    email: 'anil.tripathi@example.in',
    phone: '8173920564',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    location: 'Lanka, near BHU Gate, Varanasi',
    bio: 'A postgraduate in Vedic Studies from Banaras Hindu University, Pt. Anil Tripathi is a young priest popular with students and working families. He conducts household sanskars and kathas in simple Hindi and English so that everyone present can follow the meaning of the mantras.',
    experience: 6,
    specializations: ['Satyanarayan Katha', 'Griha Pravesh', 'Namkaran Sanskar', 'Mundan Sanskar', 'Sunderkand Path'],
    languages: ['Hindi', 'English', 'Sanskrit'],
    pricing: { basic: 1500, premium: 2500, deluxe: 4500, virtualBasic: 1100, virtualPremium: 1800, virtualDeluxe: 3100 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'gopal-dubey-varanasi',
    name: 'Pt. Gopal Dubey',
    email: 'gopal.dubey@example.in',
    phone: '6394817205',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    location: 'Manikarnika Ghat area, Varanasi',
    bio: 'पंडित गोपाल दुबे मणिकर्णिका घाट क्षेत्र में पितृ कर्म, श्राद्ध और तर्पण कराते हैं। उन्होंने अपने पिता से गुरुकुल पद्धति में कर्मकांड की शिक्षा प्राप्त की है और गया श्राद्ध से पहले की विधियाँ भी कराते हैं।',
    experience: 4,
    specializations: ['Shraddha Karma', 'Pitra Dosh Puja', 'Hanuman Chalisa Path'],
    languages: ['Hindi', 'Bhojpuri'],
    pricing: { basic: 1100, premium: 2100, deluxe: 3500 },
    virtualPoojaAvailable: false,
    status: 'pending',
    verified: false,
  },
  // ---------------------------------------------------------- Rest of UP
  {
    key: 'krishna-dutt-sharma-prayagraj',
    name: 'Pt. Krishna Dutt Sharma',
    email: 'krishnadutt.sharma@example.in',
    phone: '9450671238',
    state: 'Uttar Pradesh',
    city: 'Prayagraj',
    location: 'Triveni Sangam, Daraganj, Prayagraj',
    bio: 'Pt. Krishna Dutt Sharma is a teerth purohit at the Sangam and has guided lakhs of pilgrims through Magh Mela and Kumbh snan rituals. He performs asthi visarjan, pind daan and Mundan Sanskar at the confluence with full Vedic procedure.',
    experience: 31,
    specializations: ['Shraddha Karma', 'Pitra Dosh Puja', 'Mundan Sanskar', 'Satyanarayan Katha', 'Ganga Aarti'],
    languages: ['Hindi', 'Sanskrit', 'Bhojpuri'],
    pricing: { basic: 2100, premium: 5100, deluxe: 9100, virtualBasic: 1500, virtualPremium: 3100, virtualDeluxe: 6100 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'ram-kishore-pandey-ayodhya',
    name: 'Acharya Ram Kishore Pandey',
    email: 'ramkishore.pandey@example.in',
    phone: '9918254037',
    state: 'Uttar Pradesh',
    city: 'Ayodhya',
    location: 'Ram Ki Paidi, Ayodhya',
    bio: 'Acharya Ram Kishore Pandey is a scholar of the Ramcharitmanas and Valmiki Ramayana who leads Sunderkand and Akhand Ramayan paths across Awadh. Families visiting Ayodhya book him for Mundan Sanskar on the banks of the Saryu and for Hanuman worship at Hanumangarhi.',
    experience: 24,
    specializations: ['Sunderkand Path', 'Hanuman Chalisa Path', 'Mundan Sanskar', 'Satyanarayan Katha', 'Wedding Ceremonies'],
    languages: ['Hindi', 'Sanskrit'],
    pricing: { basic: 2500, premium: 5500, deluxe: 11000 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  {
    key: 'brijesh-goswami-mathura',
    name: 'Pt. Brijesh Goswami',
    email: 'brijesh.goswami@example.in',
    phone: '8755309126',
    state: 'Uttar Pradesh',
    city: 'Mathura',
    location: 'Vishram Ghat, Mathura',
    bio: 'पंडित बृजेश गोस्वामी ब्रज की पुष्टिमार्गीय परंपरा से जुड़े हैं और विश्राम घाट पर यमुना पूजन व आरती कराते हैं। जन्माष्टमी, नामकरण और अन्नप्राशन जैसे संस्कार वे ब्रज की मधुर रीति से संपन्न कराते हैं।',
    experience: 17,
    specializations: ['Namkaran Sanskar', 'Annaprashan', 'Satyanarayan Katha', 'Lakshmi Puja', 'Wedding Ceremonies'],
    languages: ['Hindi', 'Sanskrit'],
    pricing: { basic: 2100, premium: 4100, deluxe: 7500, virtualBasic: 1500, virtualPremium: 2800, virtualDeluxe: 5100 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  // ------------------------------------------------------------------- Assam
  {
    key: 'dipankar-sarma-guwahati',
    name: 'Pt. Dipankar Sarma',
    email: 'dipankar.sarma@example.in',
    phone: '9864127350',
    state: 'Assam',
    city: 'Guwahati',
    location: 'Kamakhya Temple Road, Nilachal Hill, Guwahati',
    bio: 'Pt. Dipankar Sarma comes from a family of priests serving devotees at Nilachal Hill and is well versed in Shakta worship traditions. He performs Chandi Path and Durga Puja, and helps visiting families arrange darshan during the Ambubachi Mela season.',
    experience: 11,
    specializations: ['Chandi Path', 'Durga Puja', 'Navgraha Shanti', 'Lakshmi Puja'],
    languages: ['Hindi', 'Bengali', 'Sanskrit'],
    pricing: { basic: 2500, premium: 5100, deluxe: 8500 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: false,
  },
  // ---------------------------------------------------- Haridwar / Rishikesh
  {
    key: 'suresh-dikshit-haridwar',
    name: 'Pandit Suresh Dikshit',
    email: 'suresh.dikshit@example.in',
    phone: '9412908163',
    state: 'Uttarakhand',
    city: 'Haridwar',
    location: 'Har Ki Pauri, Haridwar',
    bio: 'Pandit Suresh Dikshit has officiated at Har Ki Pauri for over four decades and maintains traditional vanshavali records for many pilgrim families. He is a senior authority on Rudra Abhishek, Maha Mrityunjaya Jaap and large havans for Kumbh and Kanwar season.',
    experience: 42,
    specializations: [
      'Rudra Abhishek',
      'Maha Mrityunjaya Jaap',
      'Ganga Aarti',
      'Shraddha Karma',
      'Pitra Dosh Puja',
      'Navgraha Shanti',
    ],
    languages: ['Hindi', 'Sanskrit', 'English'],
    pricing: { basic: 11000, premium: 21000, deluxe: 51000, virtualBasic: 7100, virtualPremium: 15000, virtualDeluxe: 31000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'mahesh-joshi-haridwar',
    name: 'Acharya Mahesh Joshi',
    email: 'mahesh.joshi@example.in',
    phone: '7060518429',
    state: 'Uttarakhand',
    city: 'Haridwar',
    location: 'Kankhal, near Daksh Prajapati Temple, Haridwar',
    bio: 'Acharya Mahesh Joshi is a Jyotish and Karmakanda acharya trained at Gurukul Kangri. He is frequently booked for Mundan Sanskar by the Ganga and for graha shanti pujas based on a careful reading of the family kundli.',
    experience: 19,
    specializations: ['Mundan Sanskar', 'Navgraha Shanti', 'Mangal Dosh Puja', 'Kaal Sarp Dosh', 'Upanayana (Janeu)'],
    languages: ['Hindi', 'Sanskrit', 'Punjabi'],
    pricing: { basic: 3100, premium: 6500, deluxe: 12500 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  {
    key: 'prakash-semwal-rishikesh',
    name: 'Pt. Prakash Semwal',
    email: 'prakash.semwal@example.in',
    phone: '9760342815',
    state: 'Uttarakhand',
    city: 'Rishikesh',
    location: 'Triveni Ghat, Rishikesh',
    bio: 'पंडित प्रकाश सेमवाल गढ़वाल के पारंपरिक पुरोहित परिवार से हैं और त्रिवेणी घाट पर गंगा पूजन व आरती कराते हैं। देश-विदेश से आए साधकों के लिए वे हिंदी और अंग्रेज़ी दोनों में पूजा का अर्थ समझाते हैं।',
    experience: 15,
    specializations: ['Ganga Aarti', 'Rudra Abhishek', 'Satyanarayan Katha', 'Ganesh Puja'],
    languages: ['Hindi', 'English', 'Sanskrit'],
    pricing: { basic: 2100, premium: 4500, deluxe: 8100, virtualBasic: 1500, virtualPremium: 3100, virtualDeluxe: 5500 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'deepak-nautiyal-rishikesh',
    name: 'Pt. Deepak Nautiyal',
    email: 'deepak.nautiyal@example.in',
    phone: '8126473590',
    state: 'Uttarakhand',
    city: 'Rishikesh',
    location: 'Swarg Ashram, Rishikesh',
    bio: 'Pt. Deepak Nautiyal offers Ganga puja and havan for yoga retreat groups near Swarg Ashram. He has recently started conducting household pujas for visitors staying in Rishikesh.',
    experience: 3,
    specializations: ['Ganga Aarti', 'Ganesh Puja'],
    languages: ['Hindi', 'English'],
    pricing: { basic: 1500, premium: 2500, deluxe: 4000 },
    virtualPoojaAvailable: false,
    status: 'rejected',
    rejectionReason:
      'Experience certificate missing; please upload proof of gurukul or Sanskrit pathshala training and a reference from a temple trust.',
    verified: false,
  },
  // ------------------------------------------------------------- Maharashtra
  {
    key: 'sandeep-kulkarni-pune',
    name: 'Guruji Sandeep Kulkarni',
    email: 'sandeep.kulkarni@example.in',
    phone: '9822147036',
    state: 'Maharashtra',
    city: 'Pune',
    location: 'Kothrud, Pune',
    bio: 'Guruji Sandeep Kulkarni is a Rigvedi Deshastha purohit who has performed hundreds of Vastu Shanti and Griha Pravesh ceremonies in new apartments across Pune. He arranges complete samagri and follows the traditional Maharashtrian vidhi, explaining each sankalp in Marathi.',
    experience: 21,
    specializations: ['Griha Pravesh', 'Vastu Shanti', 'Satyanarayan Katha', 'Ganesh Puja', 'Bhoomi Pujan', 'Upanayana (Janeu)'],
    languages: ['Marathi', 'Hindi', 'Sanskrit', 'English'],
    pricing: { basic: 4100, premium: 8500, deluxe: 15000, virtualBasic: 2500, virtualPremium: 5500, virtualDeluxe: 9500 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'vaibhav-joshi-pune',
    name: 'Pt. Vaibhav Joshi',
    email: 'vaibhav.joshi@example.in',
    phone: '9767205381',
    state: 'Maharashtra',
    city: 'Pune',
    location: 'Kasba Peth, near Kasba Ganpati, Pune',
    bio: 'Pt. Vaibhav Joshi learnt Karmakanda at a Vedic pathshala in Pune and now serves families in the old city and the IT corridors of Hinjewadi and Kharadi. He is known for punctual, well-organised Griha Pravesh and Ganesh Puja ceremonies that fit busy weekday schedules.',
    experience: 9,
    specializations: ['Griha Pravesh', 'Ganesh Puja', 'Satyanarayan Katha', 'Lakshmi Puja', 'Namkaran Sanskar'],
    languages: ['Marathi', 'Hindi', 'English'],
    pricing: { basic: 2500, premium: 4500, deluxe: 7500 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  {
    key: 'mangesh-deshpande-mumbai',
    name: 'Pt. Mangesh Deshpande',
    email: 'mangesh.deshpande@example.in',
    phone: '9820631459',
    state: 'Maharashtra',
    city: 'Mumbai',
    location: 'Prabhadevi, near Siddhivinayak Temple, Mumbai',
    bio: 'Pt. Mangesh Deshpande has conducted Ganeshotsav pujas for housing societies and corporate offices across Mumbai for over two decades. He also performs Lakshmi Puja for businesses on Diwali and Satyanarayan Katha for new ventures.',
    experience: 23,
    specializations: ['Ganesh Puja', 'Lakshmi Puja', 'Satyanarayan Katha', 'Griha Pravesh', 'Wedding Ceremonies', 'Vastu Shanti'],
    languages: ['Marathi', 'Hindi', 'English', 'Sanskrit'],
    pricing: { basic: 5100, premium: 9500, deluxe: 18000, virtualBasic: 3500, virtualPremium: 6500, virtualDeluxe: 12000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'nilesh-shukla-mumbai',
    name: 'Pt. Nilesh Shukla',
    email: 'nilesh.shukla@example.in',
    phone: '8850392716',
    state: 'Maharashtra',
    city: 'Mumbai',
    location: 'Borivali West, Mumbai',
    bio: 'Pt. Nilesh Shukla serves North Indian and Gujarati families in the western suburbs of Mumbai. He performs Sunderkand Path and Hanuman Chalisa Path on Tuesdays and Saturdays along with household kathas.',
    experience: 7,
    specializations: ['Sunderkand Path', 'Hanuman Chalisa Path', 'Satyanarayan Katha'],
    languages: ['Hindi', 'Gujarati', 'Sanskrit'],
    pricing: { basic: 2100, premium: 3500, deluxe: 5500 },
    virtualPoojaAvailable: false,
    status: 'pending',
    verified: false,
  },
  {
    key: 'shrikant-gaydhani-nashik',
    name: 'Pt. Shrikant Gaydhani',
    email: 'shrikant.gaydhani@example.in',
    phone: '9423780615',
    state: 'Maharashtra',
    city: 'Nashik',
    location: 'Trimbakeshwar, Nashik',
    bio: 'Pt. Shrikant Gaydhani is a traditional purohit at Trimbakeshwar, one of the twelve Jyotirlingas, where Kaal Sarp Dosh and Narayan Nagbali rituals have been performed for centuries. He guides devotees through the complete procedure, including the required fasting and timing, and performs Rudra Abhishek at the Kushavarta kund.',
    experience: 26,
    specializations: [
      'Kaal Sarp Dosh',
      'Pitra Dosh Puja',
      'Rudra Abhishek',
      'Maha Mrityunjaya Jaap',
      'Navgraha Shanti',
      'Shraddha Karma',
    ],
    languages: ['Marathi', 'Hindi', 'Sanskrit'],
    pricing: { basic: 3500, premium: 7100, deluxe: 14000, virtualBasic: 2500, virtualPremium: 5100, virtualDeluxe: 9500 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  // --------------------------------------------------------------- Karnataka
  {
    key: 'raghavendra-bhat-bengaluru',
    name: 'Vidwan Raghavendra Bhat',
    email: 'raghavendra.bhat@example.in',
    phone: '9845216073',
    state: 'Karnataka',
    city: 'Bengaluru',
    location: 'Malleshwaram, Bengaluru',
    bio: 'Vidwan Raghavendra Bhat studied Krishna Yajurveda at a traditional patashala in Udupi and has served families in Bengaluru for eighteen years. He is sought after for Upanayana, weddings and Griha Pravesh with Ganapathi homa, conducted in the Madhwa tradition.',
    experience: 18,
    specializations: [
      'Upanayana (Janeu)',
      'Wedding Ceremonies',
      'Griha Pravesh',
      'Ganesh Puja',
      'Navgraha Shanti',
      'Satyanarayan Katha',
    ],
    languages: ['Kannada', 'Sanskrit', 'English', 'Hindi'],
    pricing: { basic: 5100, premium: 10000, deluxe: 19000, virtualBasic: 3500, virtualPremium: 7000, virtualDeluxe: 13000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'srinivasa-acharya-mysuru',
    name: 'Sri Srinivasa Acharya',
    email: 'srinivasa.acharya@example.in',
    phone: '9448630127',
    state: 'Karnataka',
    city: 'Mysuru',
    location: 'Chamundi Hill Road, Mysuru',
    bio: 'Sri Srinivasa Acharya has performed Chandi Homa and Durga worship during Mysuru Dasara for many years. He also conducts Lakshmi Puja and Annaprashan for families across the Old Mysore region.',
    experience: 33,
    specializations: ['Chandi Path', 'Durga Puja', 'Lakshmi Puja', 'Annaprashan', 'Namkaran Sanskar'],
    languages: ['Kannada', 'Sanskrit', 'Tamil'],
    pricing: { basic: 4500, premium: 9000, deluxe: 16000 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  // -------------------------------------------------------------- Tamil Nadu
  {
    key: 'venkatesh-iyer-chennai',
    name: 'Sri Venkatesh Iyer',
    email: 'venkatesh.iyer@example.in',
    phone: '9841273056',
    state: 'Tamil Nadu',
    city: 'Chennai',
    location: 'Mylapore, near Kapaleeshwarar Temple, Chennai',
    bio: 'Sri Venkatesh Iyer is a Vadhyar trained in the Rig Veda at a Chennai patashala and has conducted weddings, Upanayanam and Grihapravesam for Tamil families across the city. He also performs monthly tarpanam and annual shraddham with strict adherence to the Apasthamba sutra.',
    experience: 29,
    specializations: [
      'Wedding Ceremonies',
      'Upanayana (Janeu)',
      'Griha Pravesh',
      'Shraddha Karma',
      'Rudra Abhishek',
      'Ganesh Puja',
    ],
    languages: ['Tamil', 'Sanskrit', 'English'],
    pricing: { basic: 6100, premium: 12500, deluxe: 25000, virtualBasic: 4100, virtualPremium: 8500, virtualDeluxe: 16000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'sundaram-sastrigal-madurai',
    name: 'Sri Sundaram Sastrigal',
    email: 'sundaram.sastrigal@example.in',
    phone: '9443518602',
    state: 'Tamil Nadu',
    city: 'Madurai',
    location: 'South Masi Street, near Meenakshi Amman Temple, Madurai',
    bio: 'Sri Sundaram Sastrigal is a senior Sastrigal of Madurai with deep knowledge of Agama-based worship. Families book him for Navagraha homam, Ayush homam for birthdays and traditional Tamil weddings.',
    experience: 38,
    specializations: ['Navgraha Shanti', 'Wedding Ceremonies', 'Maha Mrityunjaya Jaap', 'Annaprashan'],
    languages: ['Tamil', 'Sanskrit'],
    pricing: { basic: 3500, premium: 7500, deluxe: 13500 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  // ------------------------------------------------------------- West Bengal
  {
    key: 'subhash-chakraborty-kolkata',
    name: 'Purohit Subhash Chakraborty',
    email: 'subhash.chakraborty@example.in',
    phone: '9831604728',
    state: 'West Bengal',
    city: 'Kolkata',
    location: 'Kalighat, Kolkata',
    bio: 'Purohit Subhash Chakraborty has led barowari and bonedi bari Durga Pujas in Kolkata for more than twenty years, including the full Sandhi Puja and Chandi Path. Through the year he performs Lakshmi Puja, Annaprashan and traditional Bengali weddings.',
    experience: 27,
    specializations: ['Durga Puja', 'Chandi Path', 'Lakshmi Puja', 'Annaprashan', 'Wedding Ceremonies', 'Satyanarayan Katha'],
    languages: ['Bengali', 'Hindi', 'Sanskrit'],
    pricing: { basic: 3100, premium: 7100, deluxe: 15000, virtualBasic: 2100, virtualPremium: 5100, virtualDeluxe: 10000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'tapas-bhattacharya-kolkata',
    name: 'Pt. Tapas Bhattacharya',
    email: 'tapas.bhattacharya@example.in',
    phone: '7003918246',
    state: 'West Bengal',
    city: 'Kolkata',
    location: 'Dakshineswar, Kolkata',
    bio: 'Pt. Tapas Bhattacharya performs Kali Puja and Lakshmi Puja for families in north Kolkata. He trained under his grandfather, a priest in the Dakshineswar area.',
    experience: 5,
    specializations: ['Lakshmi Puja', 'Durga Puja', 'Namkaran Sanskar'],
    languages: ['Bengali', 'Hindi'],
    pricing: { basic: 1500, premium: 3000, deluxe: 5000 },
    virtualPoojaAvailable: false,
    status: 'pending',
    verified: false,
  },
  // ----------------------------------------------------------------- Gujarat
  {
    key: 'harshad-vyas-ahmedabad',
    name: 'Shastri Harshad Vyas',
    email: 'harshad.vyas@example.in',
    phone: '9825047316',
    state: 'Gujarat',
    city: 'Ahmedabad',
    location: 'Maninagar, Ahmedabad',
    bio: 'Shastri Harshad Vyas is an Audichya Brahmin purohit who conducts Gujarati weddings, Vastu Shanti and Chopda Pujan for traders on Diwali. He is appreciated for keeping ceremonies on time while explaining the rituals in Gujarati.',
    experience: 20,
    specializations: ['Wedding Ceremonies', 'Vastu Shanti', 'Lakshmi Puja', 'Griha Pravesh', 'Satyanarayan Katha'],
    languages: ['Gujarati', 'Hindi', 'Sanskrit'],
    pricing: { basic: 3100, premium: 6100, deluxe: 11000, virtualBasic: 2100, virtualPremium: 4100, virtualDeluxe: 7500 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'kirit-thakar-dwarka',
    name: 'Pt. Kirit Thakar',
    email: 'kirit.thakar@example.in',
    phone: '9879512604',
    state: 'Gujarat',
    city: 'Dwarka',
    location: 'Gomti Ghat, near Dwarkadhish Temple, Dwarka',
    bio: 'Pt. Kirit Thakar guides pilgrims at Gomti Ghat and performs Pitru tarpan and Navgraha Shanti for visiting families. He also arranges visits to Bet Dwarka and Nageshwar Jyotirlinga as part of a complete yatra.',
    experience: 16,
    specializations: ['Pitra Dosh Puja', 'Shraddha Karma', 'Navgraha Shanti', 'Satyanarayan Katha'],
    languages: ['Gujarati', 'Hindi', 'Sanskrit'],
    pricing: { basic: 2100, premium: 4100, deluxe: 7100 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  // --------------------------------------------------------------- Rajasthan
  {
    key: 'om-prakash-sharma-jaipur',
    name: 'Pt. Om Prakash Sharma',
    email: 'omprakash.sharma@example.in',
    phone: '9414306827',
    state: 'Rajasthan',
    city: 'Jaipur',
    location: 'Jaleb Chowk, near Govind Dev Ji Temple, Jaipur',
    bio: 'पंडित ओम प्रकाश शर्मा जयपुर के प्रतिष्ठित ज्योतिषी एवं कर्मकांडी हैं, जो तीन दशकों से विवाह और गृह शांति पूजन करा रहे हैं। मारवाड़ी परिवारों में वे विवाह मुहूर्त, मंगल दोष निवारण और भूमि पूजन के लिए विशेष रूप से जाने जाते हैं।',
    experience: 32,
    specializations: [
      'Wedding Ceremonies',
      'Mangal Dosh Puja',
      'Bhoomi Pujan',
      'Navgraha Shanti',
      'Griha Pravesh',
      'Vastu Shanti',
    ],
    languages: ['Hindi', 'Sanskrit'],
    pricing: { basic: 5100, premium: 11000, deluxe: 25000 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  {
    key: 'ashok-parashar-pushkar',
    name: 'Pt. Ashok Parashar',
    email: 'ashok.parashar@example.in',
    phone: '9829173045',
    state: 'Rajasthan',
    city: 'Pushkar',
    location: 'Varaha Ghat, Pushkar',
    bio: 'Pt. Ashok Parashar performs sarovar puja and pind daan at Pushkar Lake, one of the most sacred tirthas associated with Lord Brahma. He also conducts Satyanarayan Katha for pilgrims during the Kartik Purnima mela.',
    experience: 10,
    specializations: ['Pitra Dosh Puja', 'Shraddha Karma', 'Satyanarayan Katha'],
    languages: ['Hindi', 'English'],
    pricing: { basic: 1500, premium: 3100, deluxe: 5100 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: false,
  },
  // ---------------------------------------------------------- Madhya Pradesh
  {
    key: 'ashish-guru-ujjain',
    name: 'Pt. Ashish Guru',
    email: 'ashish.guru@example.in',
    phone: '9425916307',
    state: 'Madhya Pradesh',
    city: 'Ujjain',
    location: 'Mahakal Marg, near Mahakaleshwar Temple, Ujjain',
    bio: 'Pt. Ashish Guru belongs to a family of priests associated with the Mahakaleshwar Jyotirlinga and performs Rudra Abhishek and Maha Mrityunjaya Jaap for devotees from across India. He is also experienced in Mangal Dosh Puja at Mangalnath, traditionally regarded as the birthplace of Mars.',
    experience: 22,
    specializations: ['Rudra Abhishek', 'Maha Mrityunjaya Jaap', 'Mangal Dosh Puja', 'Kaal Sarp Dosh', 'Navgraha Shanti'],
    languages: ['Hindi', 'Sanskrit', 'English'],
    pricing: { basic: 4100, premium: 8100, deluxe: 16000, virtualBasic: 2500, virtualPremium: 5100, virtualDeluxe: 11000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  // ----------------------------------------------------------------- Haryana
  {
    key: 'sanjay-vashisht-gurugram',
    name: 'Pt. Sanjay Vashisht',
    email: 'sanjay.vashisht@example.in',
    phone: '9711482036',
    state: 'Haryana',
    city: 'Gurugram',
    location: 'Sector 14, Gurugram',
    bio: 'Pt. Sanjay Vashisht offers Griha Pravesh and office opening pujas for residents of Gurugram. He conducts pujas in Hindi and English.',
    experience: 8,
    specializations: ['Griha Pravesh', 'Vastu Shanti', 'Lakshmi Puja'],
    languages: ['Hindi', 'English'],
    pricing: { basic: 3100, premium: 5100, deluxe: 9100 },
    virtualPoojaAvailable: false,
    status: 'rejected',
    rejectionReason:
      'Phone number and Aadhaar details could not be verified; please resubmit a clear ID proof and respond to the verification call.',
    verified: false,
  },
  // ------------------------------------------------------------------- Bihar
  {
    key: 'manoj-dhami-gaya',
    name: 'Pt. Manoj Dhami',
    email: 'manoj.dhami@example.in',
    phone: '9431287605',
    state: 'Bihar',
    city: 'Gaya',
    location: 'Vishnupad Temple, Gaya',
    bio: 'पंडित मनोज धामी गयावाल पंडा परंपरा से जुड़े हैं और विष्णुपद मंदिर व फल्गु नदी के तट पर पिंडदान कराते हैं। पितृपक्ष मेले में वे देशभर से आए परिवारों को एक दिवसीय से लेकर सत्रह दिवसीय श्राद्ध विधि तक संपन्न कराते हैं।',
    experience: 30,
    specializations: ['Shraddha Karma', 'Pitra Dosh Puja', 'Satyanarayan Katha'],
    languages: ['Hindi', 'Bhojpuri', 'Sanskrit'],
    pricing: { basic: 3100, premium: 7100, deluxe: 15000, virtualBasic: 2100, virtualPremium: 5100, virtualDeluxe: 11000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'awadhesh-jha-patna',
    name: 'Pt. Awadhesh Jha',
    email: 'awadhesh.jha@example.in',
    phone: '6200945178',
    state: 'Bihar',
    city: 'Patna',
    location: 'Kankarbagh, Patna',
    bio: 'Pt. Awadhesh Jha is a Maithil Brahmin priest who performs Chhath-related pujas and weddings for families in Patna. He has experience with Mithila wedding rituals.',
    experience: 12,
    specializations: ['Wedding Ceremonies', 'Satyanarayan Katha', 'Mundan Sanskar'],
    languages: ['Hindi', 'Bhojpuri'],
    pricing: { basic: 2100, premium: 4100, deluxe: 6500 },
    virtualPoojaAvailable: false,
    status: 'rejected',
    rejectionReason:
      'Profile photo and submitted name do not match the uploaded ID document; please upload a recent photograph and matching identity proof.',
    verified: false,
  },
  // ------------------------------------------------------------------ Odisha
  {
    key: 'bijay-dash-puri',
    name: 'Pt. Bijay Kumar Dash',
    email: 'bijay.dash@example.in',
    phone: '9437205816',
    state: 'Odisha',
    city: 'Puri',
    location: 'Bada Danda (Grand Road), near Jagannath Temple, Puri',
    bio: 'Pt. Bijay Kumar Dash guides devotees through darshan at Shree Jagannath Temple and performs rituals at Swargadwar and Markandeya tank. He is especially busy during Rath Yatra, when he arranges pujas and Mahaprasad for visiting families.',
    experience: 25,
    specializations: ['Satyanarayan Katha', 'Shraddha Karma', 'Lakshmi Puja', 'Navgraha Shanti'],
    languages: ['Hindi', 'Bengali', 'Sanskrit', 'English'],
    pricing: { basic: 2500, premium: 5100, deluxe: 9500, virtualBasic: 1800, virtualPremium: 3500, virtualDeluxe: 6500 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'sarat-panda-bhubaneswar',
    name: 'Pt. Sarat Chandra Panda',
    email: 'sarat.panda@example.in',
    phone: '7978302614',
    state: 'Odisha',
    city: 'Bhubaneswar',
    location: 'Old Town, near Lingaraj Temple, Bhubaneswar',
    bio: 'Pt. Sarat Chandra Panda performs Shiva worship and household sanskars in the Ekamra Kshetra of Old Town Bhubaneswar. He is fluent in Hindi and Sanskrit and also serves families from neighbouring districts.',
    experience: 13,
    specializations: ['Rudra Abhishek', 'Mundan Sanskar', 'Upanayana (Janeu)'],
    languages: ['Hindi', 'Sanskrit'],
    pricing: { basic: 2100, premium: 4100, deluxe: 7100 },
    virtualPoojaAvailable: false,
    status: 'pending',
    verified: false,
  },
  // ------------------------------------------------------------------- Delhi
  {
    key: 'narendra-shastri-delhi',
    name: 'Acharya Narendra Shastri',
    email: 'narendra.shastri@example.in',
    phone: '9811507342',
    state: 'Delhi',
    city: 'New Delhi',
    location: 'Jhandewalan, Karol Bagh, New Delhi',
    bio: 'Acharya Narendra Shastri holds an Acharya degree from Shri Lal Bahadur Shastri National Sanskrit University and has served Delhi NCR families for over two decades. He regularly conducts online pujas for NRI families, with the sankalp taken live over video call.',
    experience: 22,
    specializations: [
      'Griha Pravesh',
      'Wedding Ceremonies',
      'Sunderkand Path',
      'Navgraha Shanti',
      'Vastu Shanti',
      'Rudra Abhishek',
      'Satyanarayan Katha',
    ],
    languages: ['Hindi', 'English', 'Sanskrit', 'Punjabi'],
    pricing: { basic: 5500, premium: 11000, deluxe: 21000, virtualBasic: 3500, virtualPremium: 7500, virtualDeluxe: 14000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  {
    key: 'rohit-bhardwaj-delhi',
    name: 'Pt. Rohit Bhardwaj',
    email: 'rohit.bhardwaj@example.in',
    phone: '8368412075',
    state: 'Delhi',
    city: 'New Delhi',
    location: 'Rajouri Garden, New Delhi',
    bio: 'Pt. Rohit Bhardwaj is a young priest trained at a Vedic pathshala in Haridwar who now serves families in West Delhi. He performs Hanuman Chalisa Path, Sunderkand and Namkaran ceremonies.',
    experience: 2,
    specializations: ['Hanuman Chalisa Path', 'Sunderkand Path', 'Namkaran Sanskar'],
    languages: ['Hindi', 'Punjabi', 'English'],
    pricing: { basic: 1100, premium: 1800, deluxe: 3100 },
    virtualPoojaAvailable: false,
    status: 'pending',
    verified: false,
  },
  // ------------------------------------------------------------------ Punjab
  {
    key: 'kuldeep-sharma-amritsar',
    name: 'Pt. Kuldeep Sharma',
    email: 'kuldeep.sharma@example.in',
    phone: '9814062537',
    state: 'Punjab',
    city: 'Amritsar',
    location: 'Durgiana Temple area, Amritsar',
    bio: 'Pt. Kuldeep Sharma has served at temples near Durgiana Mandir for fifteen years and conducts Punjabi Hindu weddings, Mundan and Jagran-style Durga worship. He is known for lively kirtan-style recitation that draws the whole family into the puja.',
    experience: 15,
    specializations: ['Wedding Ceremonies', 'Mundan Sanskar', 'Durga Puja', 'Hanuman Chalisa Path', 'Griha Pravesh'],
    languages: ['Punjabi', 'Hindi', 'Sanskrit'],
    pricing: { basic: 2500, premium: 5500, deluxe: 10000 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
  // ---------------------------------------------------------- Andhra Pradesh
  {
    key: 'venkata-ramana-sarma-tirupati',
    name: 'Sri Venkata Ramana Sarma',
    email: 'venkataramana.sarma@example.in',
    phone: '9440318265',
    state: 'Andhra Pradesh',
    city: 'Tirupati',
    location: 'Kapila Theertham Road, Tirupati',
    bio: 'Sri Venkata Ramana Sarma is a Vaidika Brahmin trained in the Krishna Yajurveda who performs Satyanarayana Vratham and Ganapathi homam for pilgrims visiting Tirumala. Telugu families also book him for weddings and Upanayanam conducted in the traditional Andhra style.',
    experience: 34,
    specializations: ['Satyanarayan Katha', 'Ganesh Puja', 'Wedding Ceremonies', 'Upanayana (Janeu)', 'Rudra Abhishek'],
    languages: ['Telugu', 'Sanskrit', 'Tamil', 'English'],
    pricing: { basic: 4100, premium: 8100, deluxe: 17000, virtualBasic: 2500, virtualPremium: 5500, virtualDeluxe: 11000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  // --------------------------------------------------------------- Telangana
  {
    key: 'phani-kumar-avadhani-hyderabad',
    name: 'Sri Phani Kumar Avadhani',
    email: 'phanikumar.avadhani@example.in',
    phone: '9849561302',
    state: 'Telangana',
    city: 'Hyderabad',
    location: 'Himayatnagar, near Balaji Temple, Hyderabad',
    bio: 'Sri Phani Kumar Avadhani is a Ghanapathi who memorised the Krishna Yajurveda in the traditional oral method over twelve years. In Hyderabad he is sought after for Rudra Abhishek, Navagraha homam and Griha Pravesam in new gated communities.',
    experience: 27,
    specializations: [
      'Rudra Abhishek',
      'Navgraha Shanti',
      'Griha Pravesh',
      'Vastu Shanti',
      'Bhoomi Pujan',
      'Maha Mrityunjaya Jaap',
    ],
    languages: ['Telugu', 'Sanskrit', 'Hindi', 'English'],
    pricing: { basic: 7500, premium: 14000, deluxe: 27000, virtualBasic: 5100, virtualPremium: 9500, virtualDeluxe: 18000 },
    virtualPoojaAvailable: true,
    status: 'approved',
    verified: true,
  },
  // ------------------------------------------------------------------ Kerala
  {
    key: 'narayanan-namboothiri-thiruvananthapuram',
    name: 'Sri Narayanan Namboothiri',
    email: 'narayanan.namboothiri@example.in',
    phone: '9447820361',
    state: 'Kerala',
    city: 'Thiruvananthapuram',
    location: 'East Fort, near Sree Padmanabhaswamy Temple, Thiruvananthapuram',
    bio: 'Sri Narayanan Namboothiri follows the Kerala Tantric tradition and performs Ganapathi Homam, Bhagavathi Seva and Mrityunjaya Homam for households. He is also consulted for Griha Pravesham and Vastu rituals according to the Thachu Shastra.',
    experience: 45,
    specializations: ['Ganesh Puja', 'Maha Mrityunjaya Jaap', 'Griha Pravesh', 'Vastu Shanti', 'Annaprashan'],
    languages: ['Malayalam', 'Sanskrit', 'English'],
    pricing: { basic: 15000, premium: 22000, deluxe: 35000 },
    virtualPoojaAvailable: false,
    status: 'approved',
    verified: true,
  },
];

// -------------------------------------------------------------------------
// Pilgrimage packages
// -------------------------------------------------------------------------

export interface DemoPackage {
  key: string;
  name: string;
  description: string;
  destination: string;
  price: number;
  durationDays: number;
  durationNights: number;
  includes: string[];
  popular: boolean;
  virtualAvailable: boolean;
  /** 0-359, a color for the generated cover image */
  hue: number;
}

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    key: 'kashi-vishwanath-ganga-aarti',
    name: 'Kashi Vishwanath Darshan & Ganga Aarti',
    description:
      'Experience the spiritual heart of India with darshan at Shri Kashi Vishwanath Jyotirlinga, a sunrise boat ride along the ghats and the grand evening Ganga Aarti at Dashashwamedh Ghat. A local pandit performs Rudra Abhishek in your family name.',
    destination: 'Varanasi',
    price: 12500,
    durationDays: 3,
    durationNights: 2,
    includes: ['Temple darshan pass', 'Traditional Aarti', 'Vedic Chanting', 'Prasadam', 'Hotel stay', 'Local transport'],
    popular: true,
    virtualAvailable: true,
    hue: 28,
  },
  {
    key: 'char-dham-yatra',
    name: 'Char Dham Yatra',
    description:
      'The complete Himalayan pilgrimage to Yamunotri, Gangotri, Kedarnath and Badrinath, starting and ending at Haridwar. Includes guided darshan at each dham, puja at Kedarnath and Badrinath, and comfortable stays on the route.',
    destination: 'Uttarakhand',
    price: 48500,
    durationDays: 10,
    durationNights: 9,
    includes: ['Temple darshan pass', 'Hotel stay', 'Local transport', 'Vedic Chanting', 'Prasadam'],
    popular: true,
    virtualAvailable: false,
    hue: 200,
  },
  {
    key: 'tirupati-balaji-darshan',
    name: 'Tirupati Balaji Darshan',
    description:
      'Special entry darshan of Lord Venkateswara at Tirumala with a visit to Sri Padmavathi Ammavari Temple at Tiruchanur. Laddu prasadam and guided assistance through the queue complex are included.',
    destination: 'Tirupati',
    price: 8500,
    durationDays: 2,
    durationNights: 1,
    includes: ['Temple darshan pass', 'Prasadam', 'Hotel stay', 'Local transport'],
    popular: false,
    virtualAvailable: false,
    hue: 45,
  },
  {
    key: 'vaishno-devi-yatra',
    name: 'Mata Vaishno Devi Yatra',
    description:
      'Yatra from Katra to the holy cave shrine of Mata Vaishno Devi on the Trikuta hills, with assistance for yatra registration and optional helicopter booking. Includes darshan at Bhairon Baba temple on the return.',
    destination: 'Katra',
    price: 14500,
    durationDays: 4,
    durationNights: 3,
    includes: ['Temple darshan pass', 'Hotel stay', 'Local transport', 'Prasadam', 'Flowers & Diyas'],
    popular: true,
    virtualAvailable: false,
    hue: 350,
  },
  {
    key: 'rameswaram-jyotirlinga',
    name: 'Rameswaram Ramanathaswamy Darshan',
    description:
      'Holy bath in the 22 theerthams of Ramanathaswamy Temple, darshan of the Jyotirlinga and a visit to Dhanushkodi. A local priest performs tarpanam at Agni Theertham for your ancestors.',
    destination: 'Rameswaram',
    price: 11000,
    durationDays: 3,
    durationNights: 2,
    includes: ['Temple darshan pass', 'Vedic Chanting', 'Prasadam', 'Hotel stay', 'Local transport'],
    popular: false,
    virtualAvailable: false,
    hue: 190,
  },
  {
    key: 'dwarka-somnath-yatra',
    name: 'Dwarka - Somnath Yatra',
    description:
      'Darshan at the Dwarkadhish Temple, Bet Dwarka and Nageshwar Jyotirlinga, followed by the first Jyotirlinga at Somnath with its evening aarti and light and sound show by the Arabian Sea.',
    destination: 'Dwarka',
    price: 21000,
    durationDays: 5,
    durationNights: 4,
    includes: ['Temple darshan pass', 'Traditional Aarti', 'Hotel stay', 'Local transport', 'Photography'],
    popular: false,
    virtualAvailable: false,
    hue: 230,
  },
  {
    key: 'ujjain-mahakal-bhasma-aarti',
    name: 'Ujjain Mahakal Bhasma Aarti',
    description:
      'Attend the pre-dawn Bhasma Aarti at Shri Mahakaleshwar Jyotirlinga, followed by darshan at Kal Bhairav, Harsiddhi and Mangalnath temples. Rudra Abhishek can be performed on your behalf if you cannot travel.',
    destination: 'Ujjain',
    price: 7500,
    durationDays: 2,
    durationNights: 1,
    includes: ['Temple darshan pass', 'Traditional Aarti', 'Vedic Chanting', 'Prasadam', 'Certificate'],
    popular: false,
    virtualAvailable: true,
    hue: 270,
  },
  {
    key: 'puri-jagannath-darshan',
    name: 'Puri Jagannath Darshan',
    description:
      'Darshan of Lord Jagannath, Balabhadra and Subhadra at Shree Jagannath Temple, Mahaprasad from the Ananda Bazaar and a visit to the Konark Sun Temple and Chilika Lake.',
    destination: 'Puri',
    price: 9800,
    durationDays: 3,
    durationNights: 2,
    includes: ['Temple darshan pass', 'Prasadam', 'Hotel stay', 'Local transport'],
    popular: false,
    virtualAvailable: false,
    hue: 15,
  },
  {
    key: 'amritsar-golden-temple',
    name: 'Amritsar Golden Temple & Durgiana Mandir',
    description:
      'Visit Sri Harmandir Sahib for the Palki Sahib ceremony and langar, darshan at the Durgiana Temple, and the Beating Retreat ceremony at the Attari-Wagah border.',
    destination: 'Amritsar',
    price: 6500,
    durationDays: 2,
    durationNights: 1,
    includes: ['Hotel stay', 'Local transport', 'Prasadam', 'Photography'],
    popular: false,
    virtualAvailable: false,
    hue: 50,
  },
  {
    key: 'shirdi-sai-darshan',
    name: 'Shirdi Sai Baba Darshan',
    description:
      'Darshan at Shri Sai Baba Samadhi Mandir with Kakad Aarti, visits to Dwarkamai and Chavadi, and an optional day trip to Shani Shingnapur.',
    destination: 'Shirdi',
    price: 5900,
    durationDays: 2,
    durationNights: 1,
    includes: ['Temple darshan pass', 'Traditional Aarti', 'Hotel stay', 'Local transport'],
    popular: false,
    virtualAvailable: false,
    hue: 35,
  },
  {
    key: 'haridwar-rishikesh-ganga',
    name: 'Haridwar - Rishikesh Ganga Yatra',
    description:
      'Holy dip and evening Ganga Aarti at Har Ki Pauri, darshan at Mansa Devi and Chandi Devi, and the Triveni Ghat aarti in Rishikesh. A Ganga puja with sankalp is performed for your family.',
    destination: 'Haridwar',
    price: 9500,
    durationDays: 3,
    durationNights: 2,
    includes: ['Traditional Aarti', 'Flowers & Diyas', 'Vedic Chanting', 'Hotel stay', 'Local transport', 'Certificate'],
    popular: false,
    virtualAvailable: true,
    hue: 160,
  },
  {
    key: 'ayodhya-ram-lalla-darshan',
    name: 'Ayodhya Ram Lalla Darshan',
    description:
      'Darshan of Shri Ram Lalla at the Shri Ram Janmabhoomi Mandir, Hanumangarhi and Kanak Bhawan, with the evening Saryu Aarti at Ram Ki Paidi.',
    destination: 'Ayodhya',
    price: 7900,
    durationDays: 2,
    durationNights: 1,
    includes: ['Temple darshan pass', 'Traditional Aarti', 'Prasadam', 'Hotel stay', 'Local transport'],
    popular: true,
    virtualAvailable: false,
    hue: 20,
  },
];

// -------------------------------------------------------------------------
// Testimonials
// -------------------------------------------------------------------------

export interface DemoTestimonial {
  name: string;
  /** 'City, State' */
  location: string;
  /** 1-5 */
  rating: number;
  comment: string;
  /** 'YYYY-MM-DD' */
  date: string;
  featured: boolean;
  serviceName?: string;
  /** key of an approved DemoPandit */
  panditKey?: string;
}

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Priya Sharma',
    location: 'Pune, Maharashtra',
    rating: 5,
    comment:
      'We booked Guruji Sandeep Kulkarni for the Griha Pravesh of our new flat in Baner. He arrived on time with all the samagri and explained every step of the Vastu Shanti to our children. Truly a blessed start in our new home.',
    date: '2026-01-18',
    featured: true,
    serviceName: 'Griha Pravesh',
    panditKey: 'sandeep-kulkarni-pune',
  },
  {
    name: 'Rajesh Agarwal',
    location: 'Kolkata, West Bengal',
    rating: 5,
    comment:
      'My parents could not travel to Varanasi, so we booked a virtual Rudra Abhishek with Pt. Ramesh Shastri. The video was clear, the sankalp was taken in our gotra and the prasad reached home within a week.',
    date: '2026-02-09',
    featured: true,
    serviceName: 'Rudra Abhishek',
    panditKey: 'ramesh-shastri-varanasi',
  },
  {
    name: 'सुनीता वर्मा',
    location: 'Lucknow, Uttar Pradesh',
    rating: 5,
    comment:
      'पितृपक्ष में गया जी में पिंडदान के लिए पंडित मनोज धामी जी को बुक किया। पूरी विधि बहुत श्रद्धा और शांति से संपन्न हुई, रहने और आने-जाने की व्यवस्था भी अच्छी थी।',
    date: '2026-03-02',
    featured: true,
    serviceName: 'Shraddha Karma',
    panditKey: 'manoj-dhami-gaya',
  },
  {
    name: 'Karthik Raghunathan',
    location: 'Chennai, Tamil Nadu',
    rating: 4,
    comment:
      "Sri Venkatesh Iyer conducted my son's Upanayanam beautifully, exactly as our family tradition requires. The booking and payment on PanditConnect were simple. Only suggestion is more slots on muhurtham days.",
    date: '2026-02-21',
    featured: true,
    serviceName: 'Upanayana (Janeu)',
    panditKey: 'venkatesh-iyer-chennai',
  },
  {
    name: 'Anjali Mehta',
    location: 'Ahmedabad, Gujarat',
    rating: 5,
    comment:
      'The Kashi Vishwanath package was very well organised. The boat ride at sunrise and the evening Ganga Aarti were the highlight of the trip for my in-laws.',
    date: '2026-01-07',
    featured: false,
    serviceName: 'Kashi Vishwanath Darshan & Ganga Aarti',
  },
  {
    name: 'Vikram Singh Rathore',
    location: 'Jaipur, Rajasthan',
    rating: 4,
    comment:
      "Pt. Om Prakash Sharma performed the Mangal Dosh puja before my sister's wedding. Very knowledgeable and calm. The puja took a little longer than planned, but nobody minded.",
    date: '2026-03-14',
    featured: false,
    serviceName: 'Mangal Dosh Puja',
    panditKey: 'om-prakash-sharma-jaipur',
  },
  {
    name: 'राकेश तिवारी',
    location: 'Bhopal, Madhya Pradesh',
    rating: 5,
    comment: 'उज्जैन में महाकाल के पास पंडित आशीष गुरु जी से महामृत्युंजय जाप करवाया। विधि-विधान उत्तम था और पूरा परिवार संतुष्ट है।',
    date: '2026-04-05',
    featured: false,
    serviceName: 'Maha Mrityunjaya Jaap',
    panditKey: 'ashish-guru-ujjain',
  },
  {
    name: 'Sneha Reddy',
    location: 'Hyderabad, Telangana',
    rating: 3,
    comment:
      'The Rudra Abhishek itself was wonderful, but we had to reschedule once because of a date mix-up. Support resolved it quickly, and Sri Phani Kumar Avadhani was excellent on the day.',
    date: '2026-04-19',
    featured: false,
    serviceName: 'Rudra Abhishek',
    panditKey: 'phani-kumar-avadhani-hyderabad',
  },
];

// -------------------------------------------------------------------------
// Review comments (rating 3-5)
// -------------------------------------------------------------------------

export const DEMO_REVIEW_COMMENTS: Array<{ rating: number; comment: string }> = [
  {
    rating: 5,
    comment: 'Panditji arrived 15 minutes early and set up everything neatly. The havan was performed with great devotion.',
  },
  { rating: 5, comment: 'Very clear mantra pronunciation and he explained the meaning of the sankalp to our whole family.' },
  { rating: 4, comment: 'Good puja overall. It ran about half an hour longer than expected, but it was worth it.' },
  {
    rating: 5,
    comment: 'Our Griha Pravesh went perfectly. He even guided us on where to place the kalash and which direction to enter.',
  },
  {
    rating: 5,
    comment: 'The virtual puja was surprisingly personal. Our parents in Delhi and we in Bengaluru could participate together.',
  },
  { rating: 4, comment: 'Knowledgeable and polite. The samagri list shared in advance made preparation easy.' },
  { rating: 3, comment: 'The ritual was done properly, but he was late by almost an hour due to traffic. Please plan better.' },
  { rating: 5, comment: 'Satyanarayan Katha was beautifully narrated. The kids sat through the whole story, which is rare!' },
  { rating: 4, comment: 'Good experience. Would have liked a little more explanation in English for our younger relatives.' },
  { rating: 5, comment: 'Pandit ji made my grandmother very happy by following our traditional family vidhi exactly.' },
  { rating: 5, comment: 'Rudra Abhishek was performed with full Rudri path. Felt very peaceful afterwards.' },
  { rating: 4, comment: 'Professional and punctual. The dakshina was clearly communicated beforehand, no surprises.' },
  { rating: 3, comment: 'Puja was fine but felt a bit rushed towards the end because he had another booking.' },
  { rating: 5, comment: 'Mundan Sanskar at the ghat was handled with great care. Our little one did not even cry much.' },
  { rating: 5, comment: 'He patiently answered all our questions about the Navgraha Shanti and the remedies afterwards.' },
  { rating: 4, comment: 'Nice, calm personality. The havan smoke was a lot for a small flat, so keep the windows open.' },
  { rating: 5, comment: 'Wedding rituals were conducted beautifully and on schedule, even with 300 guests around.' },
  { rating: 4, comment: 'Lakshmi Puja at our shop was done well. Good muhurat guidance for the new account books.' },
  { rating: 5, comment: 'Booked last minute for a Sunderkand Path and he still came fully prepared. Highly recommended.' },
  { rating: 3, comment: 'The puja was good but some of the samagri he brought was not what we had agreed on.' },
  { rating: 5, comment: 'Very respectful of our customs as a Tamil family living in Pune. Will book again for Upanayanam.' },
  {
    rating: 4,
    comment: 'Excellent Sanskrit recitation. The live video had small network issues, but the puja itself was great.',
  },
  {
    rating: 5,
    comment: 'Shraddha for my father was performed with dignity and compassion. Thank you for the support in a hard time.',
  },
  { rating: 4, comment: 'Good value for the premium package. Flowers and prasad were fresh and of good quality.' },
  { rating: 5, comment: 'पंडित जी ने पूरे विधि-विधान से पूजा कराई। परिवार के सभी लोग बहुत प्रसन्न हैं।' },
  { rating: 5, comment: 'गृह प्रवेश की पूजा बहुत अच्छे से हुई, पंडित जी समय पर आए और सारी सामग्री साथ लाए।' },
  { rating: 4, comment: 'कथा बहुत सुंदर थी, बस थोड़ी देर से शुरू हुई। फिर भी अनुभव अच्छा रहा।' },
  { rating: 5, comment: 'रुद्राभिषेक के समय मंत्रोच्चारण इतना शुद्ध था कि मन शांत हो गया। बहुत धन्यवाद।' },
  { rating: 3, comment: 'पूजा ठीक थी, लेकिन पंडित जी को पहले से बताना चाहिए था कि हवन कुंड हमें लाना है।' },
  { rating: 4, comment: 'ऑनलाइन पूजा का अनुभव अच्छा रहा, प्रसाद भी समय पर घर पहुँच गया।' },
];

// -------------------------------------------------------------------------
// Customers
// -------------------------------------------------------------------------

export const DEMO_CUSTOMERS: Array<{ name: string; email: string; phone: string }> = [
  { name: 'Priya Sharma', email: 'priya.sharma@example.in', phone: '9876501234' },
  { name: 'Rajesh Agarwal', email: 'rajesh.agarwal@example.in', phone: '9830112457' },
  { name: 'Sunita Verma', email: 'sunita.verma@example.in', phone: '9415563208' },
  { name: 'Karthik Raghunathan', email: 'karthik.raghunathan@example.in', phone: '9884037516' },
  { name: 'Anjali Mehta', email: 'anjali.mehta@example.in', phone: '9898214670' },
  { name: 'Vikram Singh Rathore', email: 'vikram.rathore@example.in', phone: '9460378125' },
  { name: 'Rakesh Tiwari', email: 'rakesh.tiwari@example.in', phone: '9826741053' },
  { name: 'Sneha Reddy', email: 'sneha.reddy@example.in', phone: '9866205748' },
  { name: 'Amit Kumar Singh', email: 'amit.singh@example.in', phone: '8789456012' },
  { name: 'Neha Gupta', email: 'neha.gupta@example.in', phone: '9810673429' },
  { name: 'Arjun Nair', email: 'arjun.nair@example.in', phone: '9946315802' },
  { name: 'Pooja Patil', email: 'pooja.patil@example.in', phone: '9923481605' },
  { name: 'Sourav Banerjee', email: 'sourav.banerjee@example.in', phone: '9674023581' },
  { name: 'Kavita Joshi', email: 'kavita.joshi@example.in', phone: '7895642013' },
  { name: 'Harpreet Kaur', email: 'harpreet.kaur@example.in', phone: '9779015346' },
];

// -------------------------------------------------------------------------
// About Us
// -------------------------------------------------------------------------

export const DEMO_ABOUT: { title: string; content: string; mission: string; vision: string; values: string[] } = {
  title: 'About PanditConnect',
  content:
    'PanditConnect is a trusted marketplace that connects devotees across India and abroad with experienced, verified pandits for poojas, sanskars and pilgrimage journeys. From a Griha Pravesh in Pune to a Rudra Abhishek in Varanasi or pind daan in Gaya, families can compare pandits by tradition, language, experience and price, and book in a few simple steps, in person or through a live virtual pooja.\n\n' +
    'Every pandit on PanditConnect goes through identity and credential verification, including proof of gurukul or pathshala training, before their profile is approved. We work closely with teerth purohits at major pilgrimage centres to offer authentic, transparent packages, with clear dakshina, samagri details and honest reviews from families, so that devotion is never clouded by uncertainty.',
  mission:
    'To make authentic Vedic rituals accessible to every family by connecting them with verified, knowledgeable pandits, with transparent pricing and respect for each regional tradition.',
  vision:
    "To become India's most trusted spiritual services platform, preserving the living heritage of our priestly traditions while supporting pandits with a dignified, sustainable livelihood.",
  values: [
    'Shraddha (Faith): every ritual is performed with sincerity and devotion.',
    "Authenticity: rituals follow shastra and the family's own regional tradition.",
    'Transparency: clear dakshina, samagri lists and no hidden charges.',
    'Trust and Verification: every pandit is screened before being listed.',
    'Seva: fair treatment and growth opportunities for the pandits who serve our community.',
  ],
};

/** The About content in Hindi (stored as its translation). */
export const DEMO_ABOUT_HI: typeof DEMO_ABOUT = {
  title: 'पंडितकनेक्ट के बारे में',
  content:
    'पंडितकनेक्ट एक भरोसेमंद मंच है जो भारत और विदेश में बसे श्रद्धालुओं को पूजा, संस्कार और तीर्थयात्रा के लिए अनुभवी, सत्यापित पंडितों से जोड़ता है। पुणे में गृह प्रवेश से लेकर वाराणसी में रुद्राभिषेक या गया में पिंडदान तक, परिवार परंपरा, भाषा, अनुभव और दक्षिणा के आधार पर पंडितों की तुलना कर सकते हैं और कुछ ही आसान चरणों में घर पर या लाइव वर्चुअल पूजा के माध्यम से बुकिंग कर सकते हैं।\n\n' +
    'पंडितकनेक्ट पर हर पंडित की प्रोफ़ाइल स्वीकृत होने से पहले उनकी पहचान और योग्यता की जाँच होती है, जिसमें गुरुकुल या पाठशाला प्रशिक्षण का प्रमाण भी शामिल है। हम प्रमुख तीर्थों के तीर्थ पुरोहितों के साथ मिलकर प्रामाणिक और पारदर्शी पैकेज देते हैं, जिनमें स्पष्ट दक्षिणा, सामग्री का विवरण और परिवारों की सच्ची समीक्षाएँ होती हैं, ताकि श्रद्धा पर कभी अनिश्चितता की छाया न पड़े।',
  mission:
    'हर परिवार को सत्यापित, विद्वान पंडितों से जोड़कर, पारदर्शी दक्षिणा और हर क्षेत्रीय परंपरा के सम्मान के साथ, प्रामाणिक वैदिक अनुष्ठानों को सुलभ बनाना।',
  vision:
    'भारत का सबसे भरोसेमंद आध्यात्मिक सेवा मंच बनना, जो हमारी पुरोहित परंपराओं की जीवित विरासत को सहेजे और पंडितों को सम्मानजनक, स्थायी आजीविका दे।',
  values: [
    'श्रद्धा: हर अनुष्ठान निष्ठा और भक्ति के साथ संपन्न होता है।',
    'प्रामाणिकता: अनुष्ठान शास्त्र और परिवार की अपनी क्षेत्रीय परंपरा के अनुसार होते हैं।',
    'पारदर्शिता: स्पष्ट दक्षिणा, सामग्री की सूची और कोई छिपा शुल्क नहीं।',
    'विश्वास और सत्यापन: सूची में आने से पहले हर पंडित की जाँच होती है।',
    'सेवा: हमारे समुदाय की सेवा करने वाले पंडितों के साथ उचित व्यवहार और आगे बढ़ने के अवसर।',
  ],
};

// -------------------------------------------------------------------------
// Booking notes
// -------------------------------------------------------------------------

export const BOOKING_NOTES: string[] = [
  'Please bring samagri for havan; we have the kalash and coconut ready.',
  'Family of 6, ceremony at new flat on 3rd floor, lift available.',
  'Parking is available inside the society; please call the gate at arrival.',
  'My grandmother is hard of hearing, kindly recite the sankalp a little loudly.',
  'We follow the Kanyakubja tradition; please confirm the vidhi beforehand.',
  'Muhurat starts at 7:15 AM, please arrive by 6:45 AM.',
  'Virtual puja: we will join from the US, please note the IST time carefully.',
  'Please bring the havan kund; we do not have one at home.',
  "Gotra is Kashyap. Puja is for my father's 60th birthday (Shashtipoorti).",
  'Small apartment, please keep the havan short and use minimal ghee smoke.',
  'कृपया पूजा हिंदी में समझाएं, बच्चे भी शामिल होंगे।',
  'We need the Satyanarayan Katha to finish before 12 noon for the bhog.',
];
