/**
 * Other words people type for the reference names (data, not code): other or older names of places, in Latin and
 * Devanagari letters (the ceremonies' aliases are in the ceremonies table: modules/ceremony). `term` is the English
 * reference name (a city, state, destination or language); each alias is matched by its phonetic key
 * (modules/search/phonetic.ts), so one spelling per sound is enough: 'Banaras' also covers 'Banaaras'. To add a word,
 * add it here; nothing else changes.
 */
export interface Alias {
  term: string;
  aliases: string[];
}

export const PLACE_ALIASES: Alias[] = [
  {
    term: 'Varanasi',
    aliases: ['Banaras', 'Benares', 'Benaras', 'Banares', 'Kashi', 'Baranasi', 'बनारस', 'काशी', 'वाराणसी', 'बेनारस'],
  },
  { term: 'Mumbai', aliases: ['Bombay', 'Bambai', 'बॉम्बे', 'बंबई', 'बम्बई'] },
  { term: 'Kolkata', aliases: ['Calcutta', 'कलकत्ता', 'कोलकत्ता'] },
  { term: 'Chennai', aliases: ['Madras', 'मद्रास'] },
  { term: 'Bengaluru', aliases: ['Bangalore', 'Bengalooru', 'बैंगलोर', 'बंगलौर', 'बेंगलूरु'] },
  { term: 'Prayagraj', aliases: ['Allahabad', 'Prayag', 'इलाहाबाद', 'प्रयाग'] },
  { term: 'Gurugram', aliases: ['Gurgaon', 'गुड़गांव', 'गुड़गाँव'] },
  { term: 'Pune', aliases: ['Poona', 'पूना'] },
  { term: 'Haridwar', aliases: ['Hardwar', 'हरद्वार'] },
  { term: 'Vadodara', aliases: ['Baroda', 'बड़ौदा'] },
  { term: 'Thiruvananthapuram', aliases: ['Trivandrum', 'त्रिवेंद्रम'] },
  { term: 'Kochi', aliases: ['Cochin', 'कोचीन'] },
  { term: 'Mysuru', aliases: ['Mysore', 'मैसूर'] },
  { term: 'Mangaluru', aliases: ['Mangalore', 'मंगलौर', 'मैंगलोर'] },
  { term: 'Gaya', aliases: ['Gaya ji', 'Gayaji', 'गयाजी'] },
  { term: 'Ahmedabad', aliases: ['Amdavad', 'Ahmadabad', 'अमदावाद'] },
  { term: 'Ujjain', aliases: ['Ujjayini', 'Avantika', 'उज्जयिनी', 'अवंतिका'] },
  { term: 'New Delhi', aliases: ['Dilli', 'Delhi', 'दिल्ली', 'देहली'] },
  { term: 'Nashik', aliases: ['Nasik', 'नाशिक'] },
  { term: 'Tirupati', aliases: ['Tirupathi', 'Tirumala', 'तिरुमला'] },
  { term: 'Rishikesh', aliases: ['Hrishikesh', 'हृषिकेश'] },
  { term: 'Puducherry', aliases: ['Pondicherry', 'Pondy', 'पांडिचेरी'] },
  { term: 'Visakhapatnam', aliases: ['Vizag', 'Vishakhapatnam', 'विज़ाग'] },
  { term: 'Kanpur', aliases: ['Cawnpore'] },
  { term: 'Shimla', aliases: ['Simla'] },
  { term: 'Mathura', aliases: ['Braj', 'Brij', 'ब्रज'] },
  { term: 'Ayodhya', aliases: ['Awadh', 'अवध'] },
  { term: 'Odisha', aliases: ['Orissa', 'उड़ीसा'] },
  { term: 'Uttarakhand', aliases: ['Uttaranchal', 'उत्तरांचल'] },
  { term: 'West Bengal', aliases: ['Bengal', 'Paschim Banga', 'Paschimbanga', 'बंगाल'] },
  { term: 'Tamil Nadu', aliases: ['Tamilnadu', 'Madras State'] },
  { term: 'Uttar Pradesh', aliases: ['UP', 'यूपी'] },
  { term: 'Madhya Pradesh', aliases: ['MP'] },
  { term: 'Bengali', aliases: ['Bangla', 'बंगाली'] },
  { term: 'Kashi Vishwanath Temple', aliases: ['Kashi Vishwanath', 'Vishwanath Temple', 'काशी विश्वनाथ'] },
  { term: 'Mahakaleshwar Jyotirlinga', aliases: ['Mahakal', 'Mahakaleshwar', 'महाकाल'] },
  { term: 'Vaishno Devi', aliases: ['Mata Vaishno Devi', 'Katra', 'वैष्णो देवी'] },
];
