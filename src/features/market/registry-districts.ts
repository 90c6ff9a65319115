/**
 * Abu Dhabi registry district names, suggested in the registry view's district picker (free entry
 * stays allowed: the service's own list of 136 districts is not published).
 *
 * Generated from /work/shared/data/uae-market-reference.json, `abu_dhabi_registry_districts.districts[].name`
 * (names used by a public transactions app, most sale records first). Regenerate rather than edit.
 */
export const REGISTRY_DISTRICT_NAMES: readonly string[] = [
  "Al Reem Island", "Yas Island", "Al Saadiyat Island", "Al Reef", "Al Shamkhah", "Khalifa City",
  "Al Hidayriyyat", "Zayed City", "Al Rahah", "Al Faqa'", "Al Bahyah", "Al Layyan", "Al Jubail Island",
  "Fahid Island", "Al Samhah", "Al Maryah Island", "Ghadeer Al Tayr", "Ain Al Faydah",
  "Mohamed Bin Zayed City", "Bani Yas", "Ramhan Island", "Ghantout", "Al Khibeesi", "Rimah", "Rabdan",
  "Al Muntazah", "Al Jimi", "Al Bateen", "Madinat Al Riyad", "Al Kasir", "Shakhbout City", "Al Sa`adah",
  "Al Hiyar", "Dihan", "Central District", "Mzeer'ah", "Eastern Mahadir", "Madinat Zayed", "Al Dhahrah",
  "Al Danah", "Al 'Ajban", "Western Mahadir", "Al Aamerah", "Hili", "Zakhir", "Muwaylih", "Al Muwaij'i",
  "Al Manhal", "Bu Kirayyah", "Al Mu'tarid", "Al Wiqan", "Al Mushrif", "Al Dhahir", "Hadbat Al Za`faranah",
  "Al 'Arad", "Al Rahbah", "Al Salamat", "Al Tiwayya", "Al Khaznah", "Al Qurm", "Al Sad", "Al Nahyan",
  "Al Sarouj", "Nahil", "Al 'Azeezah", "Al Markhaniyyah", "Sweihan", "'Asharij", "Al Zahiyah",
  "Al Shawamekh", "Al Qattarah", "Hameem", "Al Khatm", "Al Wathbah", "Al Rawdah Al Sharqiyah",
  "Al Khalidiyah", "Jarn Yafour", "Al Fou'ah", "Al Maqam", "Nourai Island", "Al Hisn", "Falaj Hazza'",
  "Al Qou'", "Al Shahamah", "Al Falah", "Al Jahili", "Al Mas'oudi", "Al Muzoun", "Al Nahdah", "Ni'mah",
  "Ghayathi", "Shiab Al Ashkhar", "Al Rawdah", "Al Sader", "Al Marfa", "Al Bihouth", "Al `Adlah",
  "Yaw Al Nadhrah", "Mazyad", "Um Ghafah", "Abu Samrah", "Bu Al Dhiyab", "Al Shiwayb", "Al Sila'",
  "Mbazzarah Al Khadra", "Shi'bat Al Wutah", "Al 'Iqabiyyah", "Masakin", "Mshayrif", "Musaffah",
  "Ramlat Sweihan", "Bu Hasa", "Al Mutaw'ah", "Al Noud", "Al Fayah", "Delma", "Ghnaymah", "Abu Qrayn",
  "Al Sout", "Khalifa Industrial", "Abu Dhabi Industrial City", "Al `Asheesh", "Al Ma`mourah", "Al Nabbagh",
  "Niqa Al Dheeb", "Al Hanyourah", "Bad' Al Mutaw'ah", "Abu Mreikhah", "Al Nouf", "Al Taf Al Gharbi",
  "Ujaij",
];
