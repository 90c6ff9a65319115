/**
 * Other names of the reference locations, the one table of them: the Arabic names (as the
 * emirates' land departments, Arabic press and Arabic property portals write them), and the
 * English abbreviations and long forms people type ("JVC", "Jumeirah Lake Towers"). The first
 * Arabic name is the usual one; the others are common alternatives (a translation beside a
 * transliteration: "مرسى دبي" and "دبي مارينا"). Names invented by the dataset (towers, clusters)
 * have none.
 *
 * These names are for matching only: answers carry the `name` the service would send (English),
 * as the contract's location suggestion has no other name field.
 */
export interface OtherNames {
  ar: readonly string[];
  /** English abbreviations or long forms. */
  en?: readonly string[];
}

/** Emirates, communities, sub-communities and towers of the reference, by their English name. */
export const LOCATION_NAMES: Readonly<Record<string, OtherNames>> = {
  // Emirates
  Dubai: { ar: ['دبي'] },
  'Abu Dhabi': { ar: ['أبوظبي', 'أبو ظبي'] },
  Sharjah: { ar: ['الشارقة'] },
  Ajman: { ar: ['عجمان'] },
  'Ras Al Khaimah': { ar: ['رأس الخيمة'], en: ['RAK'] },
  Fujairah: { ar: ['الفجيرة'] },
  'Umm Al Quwain': { ar: ['أم القيوين'], en: ['UAQ'] },
  // Dubai
  'Dubai Marina': { ar: ['دبي مارينا', 'مرسى دبي'] },
  'Downtown Dubai': { ar: ['وسط مدينة دبي', 'داون تاون دبي'] },
  'Burj Khalifa': { ar: ['برج خليفة'] },
  'Business Bay': { ar: ['الخليج التجاري', 'بزنس باي'] },
  'Palm Jumeirah': { ar: ['نخلة جميرا'], en: ['The Palm'] },
  'Dubai Hills Estate': { ar: ['دبي هيلز استيت', 'تلال دبي'] },
  'Jumeirah Village Circle': { ar: ['قرية جميرا الدائرية', 'جي في سي'], en: ['JVC'] },
  JBR: { ar: ['جميرا بيتش ريزيدنس', 'مساكن شاطئ جميرا', 'جي بي آر'], en: ['Jumeirah Beach Residence'] },
  JLT: { ar: ['أبراج بحيرات جميرا', 'جي إل تي'], en: ['Jumeirah Lake Towers', 'Jumeirah Lakes Towers'] },
  DIFC: { ar: ['مركز دبي المالي العالمي'], en: ['Dubai International Financial Centre'] },
  'Arabian Ranches': { ar: ['المرابع العربية'] },
  'Dubai Creek Harbour': { ar: ['دبي كريك هاربر', 'ميناء خور دبي'] },
  'International City': { ar: ['المدينة العالمية', 'انترناشونال سيتي'] },
  'Dubai Silicon Oasis': { ar: ['واحة دبي للسيليكون'], en: ['DSO'] },
  'Dubai Sports City': { ar: ['مدينة دبي الرياضية'] },
  'Motor City': { ar: ['موتور سيتي'] },
  'Discovery Gardens': { ar: ['ديسكفري جاردنز'] },
  'Al Barsha': { ar: ['البرشاء'] },
  Mirdif: { ar: ['مردف'] },
  Deira: { ar: ['ديرة'] },
  'The Greens': { ar: ['ذا جرينز'] },
  Bluewaters: { ar: ['جزيرة بلوواترز', 'بلوواترز'] },
  'Town Square': { ar: ['تاون سكوير'] },
  'Dubai South': { ar: ['دبي الجنوب'] },
  'MBR City District One': { ar: ['مدينة محمد بن راشد', 'ديستركت ون'], en: ['Mohammed Bin Rashid City', 'District One'] },
  'Emirates Hills': { ar: ['تلال الإمارات'] },
  'Emaar Beachfront': { ar: ['إعمار بيتشفرونت'] },
  'Cayan Tower': { ar: ['برج كيان'] },
  'Princess Tower': { ar: ['برج الأميرة'] },
  // Abu Dhabi
  'Al Reem Island': { ar: ['جزيرة الريم'] },
  'Saadiyat Island': { ar: ['جزيرة السعديات'] },
  'Yas Island': { ar: ['جزيرة ياس'] },
  'Khalifa City': { ar: ['مدينة خليفة'] },
  'Al Raha Beach': { ar: ['شاطئ الراحة'] },
  'Al Reef': { ar: ['الريف'] },
  'Masdar City': { ar: ['مدينة مصدر'] },
  'Al Maryah Island': { ar: ['جزيرة المارية'] },
  'Al Shamkha': { ar: ['الشامخة'] },
  'Mohammed Bin Zayed City': { ar: ['مدينة محمد بن زايد'], en: ['MBZ City'] },
  'Al Khalidiyah': { ar: ['الخالدية'] },
  'Al Ain': { ar: ['العين'] },
  // Sharjah
  'Al Nahda Sharjah': { ar: ['النهدة الشارقة', 'النهدة'] },
  'Al Majaz': { ar: ['المجاز'] },
  'Al Khan': { ar: ['الخان'] },
  'Al Qasimia': { ar: ['القاسمية'] },
  'Al Taawun': { ar: ['التعاون'] },
  Muwaileh: { ar: ['مويلح'] },
  'University City': { ar: ['المدينة الجامعية'] },
  Aljada: { ar: ['الجادة'] },
  'Maryam Island': { ar: ['جزيرة مريم'] },
  // Ajman
  'Al Nuaimia': { ar: ['النعيمية'] },
  'Al Rashidiya Ajman': { ar: ['الراشدية عجمان', 'الراشدية'] },
  'Al Jurf': { ar: ['الجرف'] },
  'Emirates City': { ar: ['مدينة الإمارات'] },
  'Ajman Downtown': { ar: ['وسط مدينة عجمان', 'عجمان داون تاون'] },
  'Corniche Ajman': { ar: ['كورنيش عجمان'] },
  'Al Zorah': { ar: ['الزوراء'] },
  // Ras Al Khaimah
  'Al Hamra Village': { ar: ['قرية الحمراء'] },
  'Falcon Island': { ar: ['جزيرة الصقر'] },
  'Al Marjan Island': { ar: ['جزيرة المرجان'] },
  'Mina Al Arab': { ar: ['ميناء العرب'] },
  'Hayat Island': { ar: ['جزيرة الحياة'] },
  'Al Nakheel': { ar: ['النخيل'] },
  Khuzam: { ar: ['خزام'] },
  // Fujairah
  'Fujairah City Centre': { ar: ['وسط مدينة الفجيرة'] },
  'Al Faseel': { ar: ['الفصيل'] },
  'Dibba Al Fujairah': { ar: ['دبا الفجيرة'] },
  'Al Aqah': { ar: ['العقة'] },
  // Umm Al Quwain
  'Al Salamah': { ar: ['السلمة'] },
  'Al Raas': { ar: ['الراس'] },
  'Umm Al Quwain Marina': { ar: ['أم القيوين مارينا', 'مرسى أم القيوين'] },
  'Al Humrah': { ar: ['الحمرة'] },
};
