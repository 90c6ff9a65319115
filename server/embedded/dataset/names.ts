/** Name pools for generated people, brokerages, developers, projects and listing titles. */

export const LANGUAGES = [
  'English', 'Arabic', 'Hindi', 'Urdu', 'Russian', 'French', 'German', 'Tagalog', 'Persian', 'Spanish',
  'Italian', 'Malayalam', 'Tamil', 'Mandarin', 'Turkish', 'Ukrainian', 'Dutch', 'Afrikaans', 'Kazakh',
] as const;
/** Language id = position + 1 (English is 1, as in the vendor example). */
export const languageId = (name: string) => LANGUAGES.indexOf(name as (typeof LANGUAGES)[number]) + 1;

type Group = 'south-asian' | 'western' | 'arab' | 'slavic' | 'filipino' | 'african' | 'persian' | 'chinese' | 'turkish';

export const NATIONALITIES: ReadonlyArray<{ name: string; code: string; group: Group; languages: string[]; weight: number }> = [
  { name: 'India', code: 'IN', group: 'south-asian', languages: ['Hindi', 'Malayalam', 'Tamil'], weight: 12 },
  { name: 'Pakistan', code: 'PK', group: 'south-asian', languages: ['Urdu', 'Hindi'], weight: 8 },
  { name: 'United Kingdom', code: 'GB', group: 'western', languages: [], weight: 10 },
  { name: 'Philippines', code: 'PH', group: 'filipino', languages: ['Tagalog'], weight: 6 },
  { name: 'Egypt', code: 'EG', group: 'arab', languages: ['Arabic'], weight: 6 },
  { name: 'Lebanon', code: 'LB', group: 'arab', languages: ['Arabic', 'French'], weight: 5 },
  { name: 'Russia', code: 'RU', group: 'slavic', languages: ['Russian'], weight: 7 },
  { name: 'United Arab Emirates', code: 'AE', group: 'arab', languages: ['Arabic'], weight: 3 },
  { name: 'Jordan', code: 'JO', group: 'arab', languages: ['Arabic'], weight: 3 },
  { name: 'Syria', code: 'SY', group: 'arab', languages: ['Arabic'], weight: 2 },
  { name: 'Morocco', code: 'MA', group: 'arab', languages: ['Arabic', 'French'], weight: 2 },
  { name: 'South Africa', code: 'ZA', group: 'western', languages: ['Afrikaans'], weight: 3 },
  { name: 'Ireland', code: 'IE', group: 'western', languages: [], weight: 3 },
  { name: 'France', code: 'FR', group: 'western', languages: ['French'], weight: 3 },
  { name: 'Germany', code: 'DE', group: 'western', languages: ['German'], weight: 2 },
  { name: 'Italy', code: 'IT', group: 'western', languages: ['Italian'], weight: 2 },
  { name: 'Spain', code: 'ES', group: 'western', languages: ['Spanish'], weight: 1 },
  { name: 'Netherlands', code: 'NL', group: 'western', languages: ['Dutch'], weight: 1 },
  { name: 'Canada', code: 'CA', group: 'western', languages: ['French'], weight: 1 },
  { name: 'United States', code: 'US', group: 'western', languages: [], weight: 1 },
  { name: 'Kazakhstan', code: 'KZ', group: 'slavic', languages: ['Russian', 'Kazakh'], weight: 2 },
  { name: 'Ukraine', code: 'UA', group: 'slavic', languages: ['Ukrainian', 'Russian'], weight: 2 },
  { name: 'Nigeria', code: 'NG', group: 'african', languages: [], weight: 2 },
  { name: 'Iran', code: 'IR', group: 'persian', languages: ['Persian'], weight: 2 },
  { name: 'China', code: 'CN', group: 'chinese', languages: ['Mandarin'], weight: 2 },
  { name: 'Turkey', code: 'TR', group: 'turkish', languages: ['Turkish'], weight: 2 },
];

export const FIRST_NAMES: Record<Group, string[]> = {
  'south-asian': ['Rahul', 'Priya', 'Arjun', 'Aisha', 'Imran', 'Sana', 'Vikram', 'Neha', 'Faisal', 'Ayesha', 'Rohan', 'Zainab', 'Syed', 'Anjali', 'Muhammad', 'Kiran', 'Hamza', 'Deepa', 'Bilal', 'Meera'],
  western: ['James', 'Emma', 'Oliver', 'Sophie', 'Jake', 'Charlotte', 'Thomas', 'Lucy', 'Daniel', 'Hannah', 'Liam', 'Chloe', 'Marco', 'Elena', 'Pierre', 'Claire', 'Lukas', 'Anna', 'Ryan', 'Megan'],
  arab: ['Omar', 'Layla', 'Ahmed', 'Mariam', 'Khalid', 'Noor', 'Youssef', 'Rana', 'Tarek', 'Hala', 'Karim', 'Dina', 'Rami', 'Salma', 'Hassan', 'Lina', 'Ali', 'Fatima', 'Nadim', 'Yasmin'],
  slavic: ['Alexander', 'Anastasia', 'Dmitry', 'Ekaterina', 'Ivan', 'Olga', 'Sergey', 'Natalia', 'Maxim', 'Daria', 'Artem', 'Yulia', 'Nikolai', 'Irina', 'Pavel', 'Svetlana'],
  filipino: ['Sharie Ann', 'Mark', 'Joy', 'Jericho', 'Maricel', 'Paolo', 'Kristine', 'Carlo', 'Lovely', 'Jasper', 'Angelica', 'Ramon'],
  african: ['Chinedu', 'Amara', 'Tunde', 'Ngozi', 'Emeka', 'Funmi', 'Kelechi', 'Adaeze'],
  persian: ['Reza', 'Shirin', 'Dariush', 'Parisa', 'Kian', 'Mahsa', 'Arash', 'Leila'],
  chinese: ['Wei', 'Li Na', 'Jun', 'Mei', 'Hao', 'Xiao', 'Lei', 'Yan'],
  turkish: ['Emre', 'Elif', 'Burak', 'Zeynep', 'Can', 'Ayse', 'Mert', 'Deniz'],
};

export const LAST_NAMES: Record<Group, string[]> = {
  'south-asian': ['Sharma', 'Khan', 'Patel', 'Abdul Moiz', 'Nair', 'Qureshi', 'Iyer', 'Ahmed', 'Menon', 'Malik', 'Reddy', 'Siddiqui', 'Kapoor', 'Hussain', 'Pillai', 'Abu Bakr'],
  western: ['Jones', 'Smith', 'Taylor', 'Brown', 'Wilson', 'Walsh', 'Murphy', 'Evans', 'Rossi', 'Dubois', 'Schmidt', 'Clarke', 'Hughes', 'Bennett', 'Fischer', 'Moreau', 'Van Dijk', 'Garcia'],
  arab: ['Haddad', 'Mansour', 'Khoury', 'Nasser', 'Saleh', 'Farouk', 'Hamdan', 'Aziz', 'Darwish', 'Zaki', 'Al Mansoori', 'Al Hashimi', 'Kassem', 'Awad', 'Barakat', 'Issa'],
  slavic: ['Ivanov', 'Petrova', 'Smirnov', 'Volkova', 'Kuznetsov', 'Sokolova', 'Popov', 'Orlova', 'Morozov', 'Novikova', 'Shevchenko', 'Bondarenko'],
  filipino: ['Delizo', 'Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Ramos', 'Aquino'],
  african: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Obi'],
  persian: ['Tehrani', 'Hosseini', 'Karimi', 'Rahimi', 'Moradi', 'Jafari'],
  chinese: ['Wang', 'Li', 'Zhang', 'Chen', 'Liu', 'Yang'],
  turkish: ['Yilmaz', 'Kaya', 'Demir', 'Celik', 'Sahin', 'Ozturk'],
};

export const POSITIONS: ReadonlyArray<[string, number]> = [
  ['Property Consultant', 40], ['Senior Property Consultant', 18], ['Sales Agent', 8], ['Leasing Consultant', 8],
  ['Property Advisor', 6], ['Team Leader', 5], ['Sales Manager', 5], ['Associate Director', 3], ['Director', 2],
  ['Managing Director', 1], ['Broker', 4],
];

export const BROKER_WORDS = [
  'Prime', 'Gulf', 'Crown', 'Desert Rose', 'Skyline', 'Blue Coast', 'Falcon', 'Harbour', 'Oasis', 'Capital',
  'Emirates Gate', 'Al Noor', 'Al Waha', 'Silver Sands', 'Golden Key', 'Summit', 'Keystone', 'Landmark',
  'Crescent', 'Vantage', 'Meridian', 'Cornerstone', 'Pinnacle', 'Sterling', 'Dune', 'Palm Tree', 'Bayside',
  'Arabian Sands', 'Azure', 'Horizon', 'Marble', 'Pearl', 'Lighthouse', 'Citadel', 'Orchid', 'Emerald',
  'North Star', 'Red Sea', 'Al Safa', 'Al Manara', 'Zenith', 'Regal', 'Urban', 'Nest', 'Signature', 'Sapphire',
];
export const BROKER_KINDS = [
  'Real Estate', 'Properties', 'Real Estate Brokers', 'Realty', 'Homes', 'Property Brokerage', 'Real Estate L.L.C',
  'Properties LLC', 'Estates', 'Property Management', 'Real Estate Brokerage L.L.C',
];

export const DEVELOPER_WORDS = [
  'Al Noor', 'Skyline', 'Oasis', 'Crescent Bay', 'Golden Sands', 'Summit', 'Meridian', 'Falcon', 'Pearl Coast',
  'Desert Bloom', 'Azure', 'Vantage', 'Wadi', 'Zenith', 'Lagoon', 'Sandstone', 'Mirage', 'Halcyon', 'Majestic',
  'Coastline', 'Sunrise', 'Arkan', 'Tamouh', 'Iskan', 'Bayan', 'Dar Al Sahel', 'Seven Tides', 'Nour', 'Wasl Crest',
];
export const DEVELOPER_KINDS = ['Developments', 'Properties', 'Real Estate Development', 'Developers', 'Holding', 'Group'];

export const PROJECT_WORDS = ['Skyrise', 'Horizon', 'Crest', 'Haven', 'Vista', 'Azure', 'Serenity', 'Elara', 'Verde', 'Aura', 'Nova', 'Luma', 'Seahaven', 'Orla', 'Solace', 'Ember', 'Cove', 'Riviera'];
export const PROJECT_SUFFIXES = ['Residences', 'Heights', 'Views', 'Gardens', 'Terraces', 'Edge', 'Bay', 'Park', 'Point', 'Collection', 'Grove', 'Place'];

export const TITLE_HOOKS = [
  'Stunning', 'Exclusive', 'Brand New', 'Vacant', 'Hot Deal', 'Upgraded', 'Luxury', 'Spacious', 'Investor Deal',
  'Motivated Seller', 'Best Price', 'Prime Location', 'Ready to Move', 'High Floor', 'Corner Unit', 'Elegant',
  'Bright', 'Fully Upgraded', 'Huge Layout', 'Genuine Listing',
];
