import { OLDEST_VEHICLE_YEAR } from '@fairwrench/contracts';

/**
 * The vehicle catalogue behind the Make and Model selects (spec section 9: 51 makes; years
 * from the current year down to 1990). It covers makes sold in the US since 1990, including
 * discontinued ones (Oldsmobile, Saturn...) because owners of older cars use the service too.
 *
 * Models are one comma-separated string per make so the table stays one make per line and
 * small in the landing-page bundle; both makes and models are kept in alphabetical order
 * (checked by the unit test, using `compareNames`).
 */
const MODELS_BY_MAKE: Readonly<Record<string, string>> = {
  Acura: 'CL, ILX, Integra, Legend, MDX, NSX, RDX, RL, RLX, RSX, TL, TLX, TSX, Vigor, ZDX',
  'Alfa Romeo': '4C, Giulia, Spider, Stelvio, Tonale',
  'Aston Martin': 'DB11, DB12, DB9, DBS, DBX, Rapide, Vanquish, Vantage',
  Audi: 'A3, A4, A5, A6, A7, A8, e-tron, e-tron GT, Q3, Q4 e-tron, Q5, Q7, Q8, R8, S4, TT',
  Bentley: 'Arnage, Bentayga, Continental GT, Flying Spur, Mulsanne',
  BMW: '2 Series, 3 Series, 4 Series, 5 Series, 7 Series, 8 Series, i3, i4, i5, i7, iX, M3, M5, X1, X3, X5, X7, Z4',
  Buick:
    'Cascada, Enclave, Encore, Encore GX, Envision, LaCrosse, LeSabre, Lucerne, Park Avenue, Regal, Rendezvous, Verano',
  Cadillac: 'ATS, CT4, CT5, CTS, DeVille, Escalade, Lyriq, Optiq, SRX, STS, XT4, XT5, XT6, XTS',
  Chevrolet:
    'Blazer, Blazer EV, Bolt EUV, Bolt EV, Camaro, Colorado, Corvette, Cruze, Equinox, Equinox EV, Impala, Malibu, Silverado 1500, Silverado EV, Sonic, Spark, Suburban, Tahoe, Trailblazer, Traverse, Trax, Volt',
  Chrysler: '200, 300, Pacifica, Pacifica Hybrid, PT Cruiser, Sebring, Town & Country, Voyager',
  Dodge:
    'Avenger, Caliber, Caravan, Challenger, Charger, Dakota, Dart, Durango, Grand Caravan, Hornet, Journey, Neon, Viper',
  Ferrari:
    '296 GTB, 488, 812 Superfast, California, F8 Tributo, Portofino, Purosangue, Roma, SF90 Stradale',
  Fiat: '124 Spider, 500, 500e, 500L, 500X',
  Ford: 'Bronco, Bronco Sport, E-Series, Edge, Escape, Escape Hybrid, Expedition, Explorer, F-150, F-150 Lightning, F-250 Super Duty, Fiesta, Focus, Fusion, Fusion Hybrid, Maverick, Mustang, Mustang Mach-E, Ranger, Taurus, Transit',
  Genesis: 'G70, G80, G90, GV60, GV70, GV80',
  GMC: 'Acadia, Canyon, Envoy, Hummer EV, Jimmy, Savana, Sierra 1500, Sierra 2500HD, Terrain, Yukon',
  Honda:
    'Accord, Accord Hybrid, Civic, Clarity, CR-V, CR-V Hybrid, CR-Z, Element, Fit, HR-V, Insight, Odyssey, Passport, Pilot, Prologue, Ridgeline',
  Hummer: 'H1, H2, H3',
  Hyundai:
    'Accent, Elantra, Elantra Hybrid, Genesis, Ioniq, Ioniq 5, Ioniq 6, Kona, Kona Electric, Palisade, Santa Cruz, Santa Fe, Sonata, Sonata Hybrid, Tucson, Tucson Hybrid, Veloster, Venue',
  Infiniti: 'EX35, FX35, G35, G37, Q50, Q60, QX50, QX55, QX60, QX80',
  Jaguar: 'E-Pace, F-Pace, F-Type, I-Pace, S-Type, XE, XF, XJ, XK',
  Jeep: 'Cherokee, Commander, Compass, Gladiator, Grand Cherokee, Grand Cherokee 4xe, Liberty, Patriot, Renegade, Wagoneer, Wrangler, Wrangler 4xe',
  Kia: 'Carnival, EV6, EV9, Forte, K5, Niro, Niro EV, Optima, Rio, Sedona, Seltos, Sorento, Soul, Sportage, Sportage Hybrid, Stinger, Telluride',
  Lamborghini: 'Aventador, Gallardo, Huracán, Revuelto, Urus',
  'Land Rover':
    'Defender, Discovery, Discovery Sport, LR2, LR3, LR4, Range Rover, Range Rover Evoque, Range Rover Sport, Range Rover Velar',
  Lexus: 'CT 200h, ES, ES 300h, GS, GX, IS, LC, LS, LX, NX, NX 450h+, RC, RX, RX 450h, RZ, UX',
  Lincoln:
    'Aviator, Continental, Corsair, MKC, MKX, MKZ, MKZ Hybrid, Nautilus, Navigator, Town Car',
  Lucid: 'Air, Gravity',
  Maserati: 'Ghibli, GranTurismo, Grecale, Levante, MC20, Quattroporte',
  Mazda:
    'CX-3, CX-30, CX-5, CX-50, CX-70, CX-9, CX-90, Mazda2, Mazda3, Mazda5, Mazda6, MPV, MX-30, MX-5 Miata, Protegé, RX-8, Tribute',
  'Mercedes-Benz':
    'A-Class, C-Class, CLA, E-Class, EQB, EQE, EQS, G-Class, GLA, GLB, GLC, GLE, GLS, ML-Class, S-Class, SL, Sprinter',
  Mercury: 'Grand Marquis, Mariner, Milan, Montego, Mountaineer, Sable, Villager',
  MINI: 'Clubman, Convertible, Cooper SE, Countryman, Hardtop, Paceman',
  Mitsubishi:
    'Eclipse, Eclipse Cross, Galant, Lancer, Mirage, Montero, Outlander, Outlander PHEV, Outlander Sport',
  Nissan:
    '350Z, 370Z, Altima, Ariya, Armada, Frontier, Juke, Kicks, Leaf, Maxima, Murano, Pathfinder, Rogue, Sentra, Titan, Versa, Xterra, Z',
  Oldsmobile: 'Alero, Aurora, Bravada, Cutlass, Intrigue, Silhouette',
  Polestar: 'Polestar 2, Polestar 3, Polestar 4',
  Pontiac: 'Aztek, Bonneville, G6, G8, Grand Am, Grand Prix, Montana, Solstice, Sunfire, Vibe',
  Porsche:
    '718 Boxster, 718 Cayman, 911, Cayenne, Cayenne E-Hybrid, Macan, Macan Electric, Panamera, Taycan',
  Ram: '1500, 2500, 3500, ProMaster, ProMaster City',
  Rivian: 'R1S, R1T, R2',
  'Rolls-Royce': 'Cullinan, Dawn, Ghost, Phantom, Spectre, Wraith',
  Saab: '9-2X, 9-3, 9-5, 9-7X, 900',
  Saturn: 'Astra, Aura, Ion, L-Series, Outlook, Relay, S-Series, Sky, Vue',
  Scion: 'FR-S, iA, iM, iQ, tC, xA, xB, xD',
  Subaru:
    'Ascent, BRZ, Crosstrek, Crosstrek Hybrid, Forester, Impreza, Legacy, Outback, Solterra, WRX',
  Suzuki: 'Aerio, Forenza, Grand Vitara, Kizashi, SX4, Vitara, XL-7',
  Tesla: 'Cybertruck, Model 3, Model S, Model X, Model Y, Roadster',
  Toyota:
    '4Runner, 86, Avalon, bZ4X, C-HR, Camry, Camry Hybrid, Corolla, Corolla Cross, Corolla Hybrid, GR86, Highlander, Highlander Hybrid, Land Cruiser, Mirai, Prius, Prius Prime, RAV4, RAV4 Hybrid, RAV4 Prime, Sequoia, Sienna, Supra, Tacoma, Tundra, Venza, Yaris',
  Volkswagen:
    'Arteon, Atlas, Atlas Cross Sport, Beetle, Golf, GTI, ID. Buzz, ID.4, Jetta, Passat, Taos, Tiguan',
  Volvo: 'C40 Recharge, EX30, EX90, S60, S80, S90, V60, V90, XC40, XC40 Recharge, XC60, XC90',
};

/** Case- and accent-insensitive English order, so 'BMW' sorts after 'Bentley' as people expect. */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

export const MAKES: readonly string[] = Object.keys(MODELS_BY_MAKE);

const modelLists = new Map<string, readonly string[]>(
  Object.entries(MODELS_BY_MAKE).map(([make, models]) => [make, models.split(', ')]),
);

/** The models of a make; empty when no make is chosen yet or the make is not in the catalogue. */
export function modelsFor(make: string | null | undefined): readonly string[] {
  if (!make) return [];
  return modelLists.get(make) ?? [];
}

/** Model years, newest first, from the year of `now` down to the oldest year the form accepts. */
export function vehicleYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= OLDEST_VEHICLE_YEAR; year -= 1) years.push(year);
  return years;
}
