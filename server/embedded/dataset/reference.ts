/**
 * Market reference for the embedded dataset, taken from ../shared/data/uae-market-reference.json
 * (community coordinates, AED/sqft levels, yields, price changes, developer and brokerage names)
 * and completed where it is silent (Fujairah and Umm Al Quwain communities, villa levels where only
 * apartments are given, yields of the older emirates). Levels are market-like, not exact truths.
 */
import type { DeveloperLocation } from '../../../src/contract/index.ts';

export type EmirateName =
  | 'Dubai' | 'Abu Dhabi' | 'Sharjah' | 'Ajman' | 'Ras Al Khaimah' | 'Fujairah' | 'Umm Al Quwain';

export interface EmirateRef {
  id: number;
  name: EmirateName;
  lat: number;
  lon: number;
  /** Landline prefix for generated phone numbers. */
  areaCode: string;
  developerLocation: DeveloperLocation;
}

/** Emirate ids 1..7 (the hierarchy's roots). */
export const EMIRATE_REFS: readonly EmirateRef[] = [
  { id: 1, name: 'Dubai', lat: 25.2048, lon: 55.2708, areaCode: '4', developerLocation: 'dubai' },
  { id: 2, name: 'Abu Dhabi', lat: 24.4539, lon: 54.3773, areaCode: '2', developerLocation: 'abu-dhabi' },
  { id: 3, name: 'Sharjah', lat: 25.3463, lon: 55.4209, areaCode: '6', developerLocation: 'sharjah' },
  { id: 4, name: 'Ajman', lat: 25.4052, lon: 55.5136, areaCode: '6', developerLocation: 'ajman' },
  { id: 5, name: 'Ras Al Khaimah', lat: 25.8007, lon: 55.9762, areaCode: '7', developerLocation: 'ras-al-khaimah' },
  { id: 6, name: 'Fujairah', lat: 25.1288, lon: 56.3265, areaCode: '9', developerLocation: 'fujairah' },
  { id: 7, name: 'Umm Al Quwain', lat: 25.5647, lon: 55.5552, areaCode: '6', developerLocation: 'umm-al-quwain' },
];

/** towers: apartment buildings; villas: villa and townhouse clusters; mixed: both. */
type Style = 'towers' | 'villas' | 'mixed';

export interface SubRef {
  id?: number;
  name: string;
  style: 'towers' | 'villas';
  lat?: number;
  lon?: number;
  children?: SubRef[];
}

export interface CommunityRef {
  /** Known portal id; others are assigned from 200 up. */
  id?: number;
  name: string;
  emirate: EmirateName;
  lat: number;
  lon: number;
  /** Asking sale AED/sqft for apartments, and for villas/townhouses where known. */
  apt: number;
  villa?: number;
  townhouse?: number;
  /** Gross rental yield, percent (rent per year / price). */
  yieldPct: number;
  /** Year-on-year change of the sale level, percent (shapes trends and transactions). */
  changePct: number;
  /** Relative share of the listings. */
  weight: number;
  style: Style;
  /** Share of for-sale listings that are off-plan. */
  offPlan?: number;
  /** Sub-communities or towers with real names (from the portal examples). */
  children?: SubRef[];
  /** Words for invented tower and cluster names. */
  words?: string[];
  /** Al Ain is a city of Abu Dhabi with its own developer directory. */
  developerLocation?: DeveloperLocation;
}

const T = (name: string, id?: number, lat?: number, lon?: number, children?: SubRef[]): SubRef => ({ name, id, lat, lon, style: 'towers', children });
const V = (name: string, children?: SubRef[], id?: number): SubRef => ({ name, id, style: 'villas', children });

export const COMMUNITY_REFS: readonly CommunityRef[] = [
  // Dubai: area trends 2026 (coordinates, AED/sqft, yield, change) and Q1 2026 bands.
  { id: 50, name: 'Dubai Marina', emirate: 'Dubai', lat: 25.078367, lon: 55.14041, apt: 2232, yieldPct: 6.09, changePct: 8.64, weight: 10, style: 'towers', words: ['Marina', 'Bay', 'Sail', 'Harbour', 'Yacht'], children: [T('Vida Residences Dubai Marina', 8995, 25.072375, 55.136286), T('Marina Tower'), T('Marina Gate'), T('Cayan Tower'), T('Princess Tower')] },
  { id: 51, name: 'Downtown Dubai', emirate: 'Dubai', lat: 25.194985, lon: 55.278414, apt: 3152, yieldPct: 5.48, changePct: 3.91, weight: 8, style: 'towers', words: ['Boulevard', 'Burj', 'Opera', 'Fountain', 'Downtown'], children: [T('Burj Khalifa'), T('Act One Act Two'), T('Boulevard Point')] },
  { name: 'Business Bay', emirate: 'Dubai', lat: 25.18739, lon: 55.263829, apt: 2544, yieldPct: 6.43, changePct: 12.22, weight: 9, style: 'towers', offPlan: 0.25, words: ['Bay', 'Canal', 'Executive', 'Capital', 'Water'] },
  { name: 'Palm Jumeirah', emirate: 'Dubai', lat: 25.114929, lon: 55.137455, apt: 3600, villa: 6200, yieldPct: 5.62, changePct: 25.78, weight: 6, style: 'mixed', words: ['Palm', 'Crescent', 'Frond', 'Shoreline', 'Atlantis'], children: [V('Signature Villas', [V('Signature Villas Frond J', undefined, 4270), V('Signature Villas Frond K')]), T('Shoreline Apartments'), T('Golden Mile'), V('Garden Homes'), T('Tiara Residences'), T('Oceana')] },
  { name: 'Dubai Hills Estate', emirate: 'Dubai', lat: 25.112958, lon: 55.257113, apt: 2400, villa: 2000, townhouse: 1750, yieldPct: 5.96, changePct: 4.56, weight: 6, style: 'mixed', offPlan: 0.15, words: ['Hills', 'Park', 'Golf', 'Sidra', 'Maple'] },
  { name: 'Jumeirah Village Circle', emirate: 'Dubai', lat: 25.056388, lon: 55.2144, apt: 1450, villa: 1100, townhouse: 1050, yieldPct: 7.72, changePct: 5.7, weight: 9, style: 'mixed', offPlan: 0.3, words: ['Circle', 'District', 'Belgravia', 'Bloom', 'Oxford'] },
  { name: 'JBR', emirate: 'Dubai', lat: 25.078, lon: 55.133, apt: 2500, yieldPct: 6.2, changePct: 7, weight: 4, style: 'towers', words: ['Shams', 'Sadaf', 'Murjan', 'Rimal', 'Bahar'] },
  { name: 'JLT', emirate: 'Dubai', lat: 25.075, lon: 55.153, apt: 1500, yieldPct: 7.1, changePct: 9, weight: 6, style: 'towers', words: ['Lake', 'Cluster', 'Almas', 'Goldcrest', 'Armada'] },
  { name: 'DIFC', emirate: 'Dubai', lat: 25.2098, lon: 55.2795, apt: 2600, yieldPct: 6, changePct: 6, weight: 2, style: 'towers', words: ['Gate', 'Index', 'Liberty', 'Limestone', 'Central Park'] },
  { name: 'Arabian Ranches', emirate: 'Dubai', lat: 25.064, lon: 55.2677, apt: 1300, villa: 1400, townhouse: 1250, yieldPct: 5.2, changePct: 11, weight: 4, style: 'villas', words: ['Saheel', 'Alvorada', 'Mirador', 'Palmera', 'Savannah'] },
  { name: 'Dubai Creek Harbour', emirate: 'Dubai', lat: 25.194, lon: 55.3414, apt: 2300, yieldPct: 6, changePct: 10, weight: 4, style: 'towers', offPlan: 0.45, words: ['Creek', 'Harbour', 'Island', 'Summer', 'Breeze'] },
  { name: 'International City', emirate: 'Dubai', lat: 25.158, lon: 55.4045, apt: 750, yieldPct: 8.5, changePct: 9, weight: 4, style: 'towers', words: ['China', 'England', 'France', 'Persia', 'Morocco'] },
  { name: 'Dubai Silicon Oasis', emirate: 'Dubai', lat: 25.1232, lon: 55.3801, apt: 900, villa: 950, yieldPct: 7.8, changePct: 8, weight: 3, style: 'mixed', words: ['Oasis', 'Silicon', 'Cedre', 'Axis', 'Palace'] },
  { name: 'Dubai Sports City', emirate: 'Dubai', lat: 25.044, lon: 55.2172, apt: 1100, villa: 1000, yieldPct: 7.5, changePct: 8, weight: 3, style: 'mixed', words: ['Canal', 'Victory', 'Golf', 'Stadium', 'Elite'] },
  { name: 'Motor City', emirate: 'Dubai', lat: 25.0484, lon: 55.2369, apt: 1150, villa: 1300, yieldPct: 7, changePct: 7, weight: 2, style: 'mixed', words: ['Uptown', 'Green', 'Community', 'Race', 'Norton'] },
  { name: 'Discovery Gardens', emirate: 'Dubai', lat: 25.0372, lon: 55.1498, apt: 950, yieldPct: 8, changePct: 7, weight: 2, style: 'towers', words: ['Zen', 'Mogul', 'Mediterranean', 'Contemporary', 'Garden'] },
  { name: 'Al Barsha', emirate: 'Dubai', lat: 25.1136, lon: 55.1954, apt: 1200, villa: 1500, yieldPct: 7, changePct: 6, weight: 3, style: 'mixed', words: ['Barsha', 'Heights', 'Mall', 'Pond', 'South'] },
  { name: 'Mirdif', emirate: 'Dubai', lat: 25.22, lon: 55.4185, apt: 950, villa: 1100, yieldPct: 6.5, changePct: 6, weight: 2, style: 'villas', words: ['Uptown', 'Ghoroob', 'Shorooq', 'Mushrif', 'Hills'] },
  { name: 'Deira', emirate: 'Dubai', lat: 25.2697, lon: 55.3095, apt: 900, yieldPct: 7.5, changePct: 5, weight: 2, style: 'towers', words: ['Rigga', 'Muraqqabat', 'Creek', 'Corniche', 'Port Saeed'] },
  { name: 'The Greens', emirate: 'Dubai', lat: 25.0525, lon: 55.1785, apt: 1500, yieldPct: 6.8, changePct: 7, weight: 2, style: 'towers', words: ['Al Ghozlan', 'Al Thayyal', 'Al Dhafra', 'Al Jaz', 'Al Arta'] },
  { name: 'Bluewaters', emirate: 'Dubai', lat: 25.0806, lon: 55.1209, apt: 4000, yieldPct: 5, changePct: 9, weight: 1, style: 'towers', words: ['Bluewaters', 'Wheel', 'Island', 'Residences', 'Bay'] },
  { name: 'Town Square', emirate: 'Dubai', lat: 25.0095, lon: 55.2967, apt: 1150, villa: 950, townhouse: 900, yieldPct: 7, changePct: 8, weight: 3, style: 'mixed', offPlan: 0.2, words: ['Safi', 'Hayat', 'Zahra', 'Noor', 'Jenna'] },
  { name: 'Dubai South', emirate: 'Dubai', lat: 24.8895, lon: 55.1725, apt: 1050, villa: 950, townhouse: 900, yieldPct: 7, changePct: 12, weight: 3, style: 'mixed', offPlan: 0.5, words: ['Pulse', 'Emaar South', 'Parkside', 'Golf Links', 'Celestia'] },
  { name: 'MBR City District One', emirate: 'Dubai', lat: 25.1575, lon: 55.3015, apt: 1900, villa: 1600, yieldPct: 5.5, changePct: 10, weight: 2, style: 'mixed', offPlan: 0.35, words: ['District One', 'Lagoon', 'Crystal', 'Meydan', 'Residences'] },
  { name: 'Emirates Hills', emirate: 'Dubai', lat: 25.0686, lon: 55.17, apt: 3500, villa: 4000, yieldPct: 4.5, changePct: 14, weight: 1, style: 'villas', words: ['Sector E', 'Sector L', 'Sector P', 'Sector R', 'Sector W'] },
  { name: 'Emaar Beachfront', emirate: 'Dubai', lat: 25.08, lon: 55.12, apt: 3200, yieldPct: 5.8, changePct: 11, weight: 2, style: 'towers', offPlan: 0.4, words: ['Beach', 'Sunrise', 'Marina Vista', 'Grand Bleu', 'Seapoint'] },
  // Abu Dhabi: public code centroids; levels scaled up from the 2021 ValuStrat figures (895/638).
  { name: 'Al Reem Island', emirate: 'Abu Dhabi', lat: 24.4955, lon: 54.4059, apt: 1300, yieldPct: 7.2, changePct: 9, weight: 5, style: 'towers', offPlan: 0.2, words: ['Shams', 'Marina Square', 'City of Lights', 'Gate', 'Sun'] },
  { name: 'Saadiyat Island', emirate: 'Abu Dhabi', lat: 24.5418, lon: 54.4381, apt: 2200, villa: 1900, yieldPct: 5.8, changePct: 12, weight: 3, style: 'mixed', offPlan: 0.3, words: ['Mamsha', 'Saadiyat Beach', 'Jawaher', 'Lagoons', 'Grove'] },
  { name: 'Yas Island', emirate: 'Abu Dhabi', lat: 24.4887, lon: 54.6018, apt: 1500, villa: 1300, townhouse: 1200, yieldPct: 6.8, changePct: 10, weight: 4, style: 'mixed', offPlan: 0.3, words: ['Yas Acres', 'Water\'s Edge', 'Ansam', 'Mayan', 'Sustainable City'] },
  { name: 'Khalifa City', emirate: 'Abu Dhabi', lat: 24.4208, lon: 54.5725, apt: 800, villa: 800, yieldPct: 7.4, changePct: 5, weight: 3, style: 'villas', words: ['Khalifa', 'Bawabat', 'Park View', 'Al Forsan', 'Golf Gardens'] },
  { name: 'Al Raha Beach', emirate: 'Abu Dhabi', lat: 24.459, lon: 54.605, apt: 1400, villa: 1200, yieldPct: 7, changePct: 7, weight: 2, style: 'mixed', words: ['Al Bandar', 'Al Muneera', 'Al Zeina', 'Al Hadeel', 'Lamar'] },
  { name: 'Al Reef', emirate: 'Abu Dhabi', lat: 24.437, lon: 54.693, apt: 900, villa: 900, yieldPct: 7.5, changePct: 6, weight: 2, style: 'mixed', words: ['Desert', 'Mediterranean', 'Arabian', 'Contemporary', 'Reef'] },
  { name: 'Masdar City', emirate: 'Abu Dhabi', lat: 24.4285, lon: 54.6165, apt: 1100, yieldPct: 7.5, changePct: 6, weight: 1, style: 'towers', words: ['Oasis', 'Leonardo', 'Sustainable', 'Eco', 'Bloom'] },
  { name: 'Al Maryah Island', emirate: 'Abu Dhabi', lat: 24.502, lon: 54.3932, apt: 1900, yieldPct: 6.2, changePct: 8, weight: 1, style: 'towers', words: ['Maryah', 'Plaza', 'Galleria', 'Four Seasons', 'Residences'] },
  { name: 'Al Shamkha', emirate: 'Abu Dhabi', lat: 24.37, lon: 54.758, apt: 700, villa: 750, yieldPct: 7.2, changePct: 6, weight: 2, style: 'villas', words: ['Alreeman', 'Shamkha', 'Madinat', 'Lea', 'Sidra'] },
  { name: 'Mohammed Bin Zayed City', emirate: 'Abu Dhabi', lat: 24.3498, lon: 54.5478, apt: 650, villa: 700, yieldPct: 7.6, changePct: 4, weight: 2, style: 'mixed', words: ['Zone', 'Mazyad', 'Shabiya', 'Capital', 'Crescent'] },
  { name: 'Al Khalidiyah', emirate: 'Abu Dhabi', lat: 24.47, lon: 54.3459, apt: 1000, yieldPct: 7, changePct: 3, weight: 2, style: 'towers', words: ['Khalidiya', 'Corniche', 'Village', 'Palace', 'Spa'] },
  { name: 'Al Ain', emirate: 'Abu Dhabi', lat: 24.1915, lon: 55.7606, apt: 600, villa: 550, yieldPct: 7.8, changePct: 3, weight: 2, style: 'mixed', developerLocation: 'al-ain', words: ['Al Jimi', 'Hili', 'Al Towayya', 'Zakher', 'Al Muwaiji'] },
  // Sharjah: public code centroids and 2023 rent reports (Al Majaz 2br 35k, Al Qasimia 1br 22k).
  { name: 'Al Nahda Sharjah', emirate: 'Sharjah', lat: 25.305, lon: 55.373, apt: 560, yieldPct: 7.8, changePct: 6, weight: 2, style: 'towers', words: ['Nahda', 'Park', 'Sahara', 'Lulu', 'Ansar'] },
  { name: 'Al Majaz', emirate: 'Sharjah', lat: 25.329, lon: 55.388, apt: 650, yieldPct: 7.2, changePct: 6, weight: 2, style: 'towers', words: ['Majaz', 'Corniche', 'Buhaira', 'Waterfront', 'Qanat'] },
  { name: 'Al Khan', emirate: 'Sharjah', lat: 25.328, lon: 55.374, apt: 700, yieldPct: 7, changePct: 6, weight: 2, style: 'towers', words: ['Khan', 'Lagoon', 'Beach', 'Asas', 'Marina'] },
  { name: 'Al Qasimia', emirate: 'Sharjah', lat: 25.353, lon: 55.393, apt: 520, yieldPct: 7.8, changePct: 5, weight: 1, style: 'towers', words: ['Qasimia', 'Mahatta', 'Nud', 'Layyeh', 'Sharq'] },
  { name: 'Al Taawun', emirate: 'Sharjah', lat: 25.3115, lon: 55.378, apt: 650, yieldPct: 7.2, changePct: 6, weight: 1, style: 'towers', words: ['Taawun', 'Mall', 'Expo', 'Crystal', 'Ocean'] },
  { name: 'Muwaileh', emirate: 'Sharjah', lat: 25.315, lon: 55.445, apt: 600, villa: 650, yieldPct: 7.5, changePct: 7, weight: 1, style: 'mixed', words: ['Muwaileh', 'Zahia', 'Sharjah Garden', 'Nasma', 'Commercial'] },
  { name: 'University City', emirate: 'Sharjah', lat: 25.299, lon: 55.456, apt: 600, villa: 700, yieldPct: 7.2, changePct: 5, weight: 1, style: 'mixed', words: ['Campus', 'Scholar', 'Academy', 'Knowledge', 'Quad'] },
  { name: 'Aljada', emirate: 'Sharjah', lat: 25.3, lon: 55.45, apt: 1100, villa: 1000, townhouse: 950, yieldPct: 7, changePct: 10, weight: 2, style: 'mixed', offPlan: 0.5, words: ['Nest', 'Misk', 'Nasaq', 'Areej', 'Hayyan'] },
  { name: 'Maryam Island', emirate: 'Sharjah', lat: 25.3333, lon: 55.3667, apt: 1300, yieldPct: 6.8, changePct: 9, weight: 1, style: 'towers', offPlan: 0.4, words: ['Maryam', 'Sapphire', 'Pearl', 'Corniche', 'Gate'] },
  // Ajman.
  { name: 'Al Nuaimia', emirate: 'Ajman', lat: 25.394, lon: 55.476, apt: 400, yieldPct: 8.5, changePct: 5, weight: 2, style: 'towers', words: ['Nuaimia', 'City Tower', 'Al Khor', 'Garden City', 'Pearl'] },
  { name: 'Al Rashidiya Ajman', emirate: 'Ajman', lat: 25.409, lon: 55.473, apt: 380, yieldPct: 8.6, changePct: 5, weight: 1, style: 'towers', words: ['Rashidiya', 'Falcon', 'Horizon', 'Pearl', 'Conqueror'] },
  { name: 'Al Jurf', emirate: 'Ajman', lat: 25.378, lon: 55.521, apt: 420, villa: 450, yieldPct: 8, changePct: 6, weight: 1, style: 'villas', words: ['Jurf', 'Industrial', 'Garden', 'Sunrise', 'Oasis'] },
  { name: 'Emirates City', emirate: 'Ajman', lat: 25.421, lon: 55.512, apt: 350, yieldPct: 8.8, changePct: 4, weight: 1, style: 'towers', words: ['Paradise Lakes', 'Lavender', 'Lilies', 'Hamidiya', 'Goldcrest'] },
  { name: 'Ajman Downtown', emirate: 'Ajman', lat: 25.4112, lon: 55.435, apt: 420, yieldPct: 8.4, changePct: 5, weight: 2, style: 'towers', words: ['Horizon', 'Orient', 'Falcon', 'Pearl', 'Dream'] },
  { name: 'Corniche Ajman', emirate: 'Ajman', lat: 25.415, lon: 55.432, apt: 600, yieldPct: 7.8, changePct: 6, weight: 1, style: 'towers', words: ['Corniche', 'Ajman One', 'Beach', 'Wave', 'Residence'] },
  { name: 'Al Zorah', emirate: 'Ajman', lat: 25.444, lon: 55.485, apt: 900, villa: 950, yieldPct: 7, changePct: 8, weight: 1, style: 'mixed', offPlan: 0.3, words: ['Zorah', 'Mangrove', 'Lagoon', 'Marina', 'Harbour'], children: [V('Golf Community', undefined, 1765)] },
  // Ras Al Khaimah: portal ids and medians of asking AED/sqft (2026-04-05 crawl).
  { id: 151, name: 'Al Hamra Village', emirate: 'Ras Al Khaimah', lat: 25.7, lon: 55.8, apt: 1505, villa: 1576, townhouse: 1389, yieldPct: 6.5, changePct: 12, weight: 2, style: 'mixed', words: ['Royal Breeze', 'Golf', 'Lagoon', 'Bay', 'Yakout'], children: [V('The Townhouses at Al Hamra Village'), V('Al Hamra Village Villas'), V('Falcon Island', [V('Falcon Island North')]), T('Al Hamra Marina Residences', undefined, undefined, undefined, [T('Marina Apartments F'), T('Marina Apartments G')]), T('Royal Breeze')] },
  { id: 152, name: 'Al Marjan Island', emirate: 'Ras Al Khaimah', lat: 25.6667, lon: 55.75, apt: 2598, villa: 3245, yieldPct: 3.1, changePct: 18, weight: 2, style: 'towers', offPlan: 0.55, words: ['Marjan', 'Bab Al Bahr', 'Gateway', 'Sunset', 'Pacific'], children: [T('JW Marriott Residences'), T('W Hotel and Residences'), T('Le Chateau'), T('Pacific', undefined, undefined, undefined, [T('Pacific Samoa'), T('Pacific Tonga')]), T('Bab Al Bahr')] },
  { id: 156, name: 'Mina Al Arab', emirate: 'Ras Al Khaimah', lat: 25.6833, lon: 55.7667, apt: 1788, villa: 1200, townhouse: 1168, yieldPct: 6.2, changePct: 10, weight: 2, style: 'mixed', offPlan: 0.35, words: ['Hayat', 'Granada', 'Lagoon', 'Reef', 'Marbella'], children: [T('Hayat Island', undefined, undefined, undefined, [T('Bayviews'), T('Gateway Residences')]), V('Malibu'), V('Flamingo Villas')] },
  { name: 'Al Nakheel', emirate: 'Ras Al Khaimah', lat: 25.775, lon: 55.956, apt: 500, yieldPct: 8.5, changePct: 5, weight: 1, style: 'towers', words: ['Nakheel', 'Julphar', 'Corniche', 'Tower', 'Emaar'] },
  { name: 'Khuzam', emirate: 'Ras Al Khaimah', lat: 25.753, lon: 55.965, apt: 550, villa: 600, yieldPct: 8, changePct: 5, weight: 1, style: 'mixed', words: ['Khuzam', 'Seih', 'Dafan', 'Qawasim', 'Corniche'] },
  // Fujairah and Umm Al Quwain: not in the reference; real places, coordinates approximate.
  { name: 'Fujairah City Centre', emirate: 'Fujairah', lat: 25.1221, lon: 56.3345, apt: 550, yieldPct: 7.8, changePct: 4, weight: 1, style: 'towers', words: ['Hamad Bin Abdullah', 'Corniche', 'Faseel', 'Gurfa', 'Madhab'] },
  { name: 'Al Faseel', emirate: 'Fujairah', lat: 25.1395, lon: 56.3549, apt: 600, villa: 520, yieldPct: 7.5, changePct: 4, weight: 1, style: 'mixed', words: ['Faseel', 'Beach', 'Port', 'Shore', 'Bay'] },
  { name: 'Dibba Al Fujairah', emirate: 'Fujairah', lat: 25.5925, lon: 56.2611, apt: 500, villa: 480, yieldPct: 7.8, changePct: 3, weight: 1, style: 'villas', words: ['Dibba', 'Oasis', 'Wadi', 'Sands', 'Harbour'] },
  { name: 'Al Aqah', emirate: 'Fujairah', lat: 25.4907, lon: 56.3606, apt: 900, villa: 850, yieldPct: 6.5, changePct: 6, weight: 1, style: 'mixed', words: ['Aqah', 'Snoopy', 'Coral', 'Beach', 'Bay'] },
  { name: 'Al Salamah', emirate: 'Umm Al Quwain', lat: 25.505, lon: 55.605, apt: 450, villa: 480, yieldPct: 8.2, changePct: 4, weight: 1, style: 'villas', words: ['Salamah', 'Garden', 'Oasis', 'Rose', 'Palm'] },
  { name: 'Al Raas', emirate: 'Umm Al Quwain', lat: 25.575, lon: 55.55, apt: 480, yieldPct: 8, changePct: 4, weight: 1, style: 'towers', words: ['Raas', 'Corniche', 'Fort', 'Lagoon', 'Marina'] },
  { name: 'Umm Al Quwain Marina', emirate: 'Umm Al Quwain', lat: 25.548, lon: 55.58, apt: 650, villa: 600, yieldPct: 7.2, changePct: 6, weight: 1, style: 'mixed', offPlan: 0.3, words: ['Marina', 'Creek', 'Mangrove', 'Sinniyah', 'Harbour'] },
  { name: 'Al Humrah', emirate: 'Umm Al Quwain', lat: 25.4715, lon: 55.5905, apt: 420, villa: 450, yieldPct: 8.4, changePct: 3, weight: 1, style: 'villas', words: ['Humrah', 'Desert', 'Palm', 'Garden', 'Falaj'] },
];

/** Developers from the reference, with the developer directories they appear in. */
export const DEVELOPER_REFS: ReadonlyArray<{ name: string; locations: DeveloperLocation[]; founded: number; weight: number }> = [
  { name: 'Emaar Properties', locations: ['dubai'], founded: 1997, weight: 12 },
  { name: 'DAMAC Properties', locations: ['dubai', 'abu-dhabi'], founded: 2002, weight: 9 },
  { name: 'Nakheel', locations: ['dubai'], founded: 2000, weight: 6 },
  { name: 'Sobha Realty', locations: ['dubai', 'umm-al-quwain'], founded: 1976, weight: 7 },
  { name: 'Meraas', locations: ['dubai'], founded: 2007, weight: 4 },
  { name: 'Aldar Properties', locations: ['abu-dhabi', 'al-ain'], founded: 2004, weight: 10 },
  { name: 'Arada', locations: ['sharjah'], founded: 2017, weight: 5 },
  { name: 'Azizi Developments', locations: ['dubai'], founded: 2007, weight: 6 },
  { name: 'Danube Properties', locations: ['dubai'], founded: 2014, weight: 5 },
  { name: 'Ellington Properties', locations: ['dubai', 'ras-al-khaimah'], founded: 2014, weight: 4 },
  { name: 'Binghatti', locations: ['dubai'], founded: 2008, weight: 7 },
  { name: 'Select Group', locations: ['dubai'], founded: 2002, weight: 3 },
  { name: 'Omniyat', locations: ['dubai'], founded: 2005, weight: 3 },
  { name: 'Meydan', locations: ['dubai'], founded: 2007, weight: 3 },
  { name: 'Dubai Properties', locations: ['dubai'], founded: 2004, weight: 4 },
  { name: 'Bloom Holding', locations: ['abu-dhabi'], founded: 2007, weight: 3 },
  { name: 'Imkan', locations: ['abu-dhabi'], founded: 2013, weight: 2 },
  { name: 'Reportage Properties', locations: ['abu-dhabi', 'dubai'], founded: 2014, weight: 4 },
  { name: 'Eagle Hills', locations: ['abu-dhabi', 'sharjah'], founded: 2014, weight: 3 },
  { name: 'Modon', locations: ['abu-dhabi'], founded: 2017, weight: 3 },
  { name: 'RAK Properties', locations: ['ras-al-khaimah'], founded: 2005, weight: 4 },
  { name: 'Al Marjan', locations: ['ras-al-khaimah'], founded: 2006, weight: 3 },
  { name: 'Marjan', locations: ['ras-al-khaimah'], founded: 2006, weight: 2 },
  { name: 'Tiger Group', locations: ['sharjah', 'ajman', 'dubai'], founded: 1976, weight: 3 },
  { name: 'Ajmal Makan', locations: ['sharjah'], founded: 2006, weight: 2 },
  { name: 'The Devmark Group', locations: ['dubai'], founded: 2013, weight: 2 },
];

/**
 * Brokerages from the reference. Two carry the ids of the vendor's documentation examples
 * (McCone Properties 1012, Elite Property Brokerage 4428).
 */
export const BROKERAGE_REFS: ReadonlyArray<{ name: string; id?: number; emirate: EmirateName }> = [
  { name: 'Allsopp & Allsopp', emirate: 'Dubai' },
  { name: 'Betterhomes', emirate: 'Dubai' },
  { name: 'haus & haus', emirate: 'Dubai' },
  { name: 'Driven Properties', emirate: 'Dubai' },
  { name: 'fam Properties', emirate: 'Dubai' },
  { name: 'Espace Real Estate', emirate: 'Dubai' },
  { name: 'Provident Estate', emirate: 'Dubai' },
  { name: 'Metropolitan Premium Properties', emirate: 'Dubai' },
  { name: 'Engel & Völkers Dubai', emirate: 'Dubai' },
  { name: "Sotheby's International Realty Dubai", emirate: 'Dubai' },
  { name: 'Elite Property Brokerage', id: 4428, emirate: 'Dubai' },
  { name: 'McCone Properties', id: 1012, emirate: 'Dubai' },
  { name: 'Springfield Properties', emirate: 'Dubai' },
  { name: 'Coldwell Banker UAE', emirate: 'Dubai' },
  { name: 'Knight Frank UAE', emirate: 'Dubai' },
  { name: 'Savills UAE', emirate: 'Dubai' },
  { name: 'Exclusive Links', emirate: 'Dubai' },
  { name: 'White & Co', emirate: 'Dubai' },
  { name: 'Unique Properties', emirate: 'Dubai' },
  { name: 'Asteco', emirate: 'Abu Dhabi' },
];
