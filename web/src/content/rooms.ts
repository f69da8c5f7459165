import type { TourRoomId } from '../../../shared/tour-media';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import { roomsIn, type RoomText } from './room-layout';

export type { Room } from './room-layout';

const unit = TRAILER.unitNumber;

// Shared lines: systems that serve the whole trailer (docs/product.md#the-unit, docs/product.md#walkthrough and docs/product.md#records).
const HVAC = 'Curbside and street-side wall-mounted HVAC units';
const HEATERS = 'Supplemental portable electric heaters for cold-weather days';
const HUMIDIFIER = 'Humidifier with drain flush cycle';
const POWER = '110V/220V electrical distribution';
const GFCI = 'GFCI protection throughout';
const FIRE = 'Covered by the fire suppression system';
const GENERATOR = 'Runs on the on-board diesel generator';
const ACCESSIBLE = 'Accessible layout for patients using wheelchairs';

/** Each room's words in English (docs/product.md#walkthrough), with its feature-line counts. */
const ROOM_TEXTS: Readonly<Record<TourRoomId, RoomText>> = {
  'break-room-workstation': {
    title: 'Break Room/Work Stations',
    description:
      'Staff space away from the patient areas: work stations for charting and scheduling, oak cabinetry and granite counters, with the same climate control and protected power as the clinical rooms.',
    features: [
      'Work stations for charting, scheduling and reporting',
      'Oak cabinetry for supplies and personal storage',
      'Granite counters for paperwork and breaks',
      'A place for staff to rest between appointments',
      POWER,
      GFCI,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      FIRE,
      GENERATOR,
      'Part of the accessible layout of the whole trailer',
    ],
    keywords: ['interior', 'break room', 'work stations', 'oak cabinetry', 'granite counters'],
  },
  'reception-waiting': {
    title: 'Reception/Waiting Area',
    description:
      'The first room patients see: a reception desk with granite counters and oak cabinetry, burgundy seating and TV/DVD entertainment for those waiting, laid out so a wheelchair user can check in and wait alongside everyone else.',
    features: [
      'Burgundy seating for waiting patients',
      'TV/DVD entertainment system for the waiting area',
      'Reception desk with granite counters',
      'Oak cabinetry for forms, files and supplies',
      ACCESSIBLE,
      'Wheelchair access by the fully automatic lift',
      'Entry secured by a security keypad',
      HVAC,
      HUMIDIFIER,
      HEATERS,
      FIRE,
      `GFCI-protected ${POWER}`,
    ],
    keywords: ['interior', 'reception', 'waiting area', 'burgundy seating', 'TV/DVD'],
  },
  'main-entry': {
    title: 'Main Entry',
    description:
      'Where patients and staff come aboard: a security keypad at the door, pull-out aluminum platforms at both entrances and a fully automatic wheelchair lift, so every patient can enter the clinic.',
    features: [
      'Security keypad entry',
      'Fully automatic wheelchair lift',
      'Stow-away compartment for the lift in transit',
      'Pull-out aluminum platforms for both entrances',
      'Built for ADA compliance',
      'Accessible layout from the door onward',
      'Emergency escape windows',
      'Fire suppression system',
      '4-corner auto-leveling for a level, steady entry',
      'Air ride suspension',
      `${TRAILER.lengthFeet} ft long, ${TRAILER.height} high, ${TRAILER.width} wide`,
      `Built in ${TRAILER.year} by a US coach builder, unit ${unit}`,
      'Current Alberta commercial vehicle inspection',
      GFCI,
    ],
    keywords: ['interior', 'main entry', 'security keypad', 'wheelchair lift', 'accessibility'],
  },
  'equipment-room': {
    title: 'Equipment Room',
    description:
      "The trailer's technical heart: the electrical panels of the 110V/220V distribution, the battery charger and the systems that keep the clinic running on diesel generator power wherever it is parked.",
    features: [
      `Electrical panels for the ${POWER}`,
      'Main generator: diesel engine with electric head',
      'One generator included; a second is optional',
      'Battery charger',
      GFCI,
      'Fire suppression system',
      'Vacuum system',
      HVAC,
      HUMIDIFIER,
      HEATERS,
      '4-corner auto-leveling system',
      'Air ride suspension for a gentle ride in transit',
    ],
    keywords: ['interior', 'equipment room', 'electrical panels', 'diesel generator', 'systems'],
  },
  'exam-room': {
    title: 'Exam Room',
    description:
      'One of the two full exam rooms, built as a mammography suite. The mammography machine has been removed and is not included, leaving a private, climate-controlled room ready for the equipment your program needs.',
    features: [
      'One of 2 full exam rooms',
      'Built for mammography; the machine is removed and not included',
      'Room for your own diagnostic or treatment equipment',
      'UV sterilization',
      'Oak cabinetry for clinical supplies',
      'Granite counters',
      ACCESSIBLE,
      `${POWER} for medical equipment`,
      GFCI,
      HVAC,
      HUMIDIFIER,
      FIRE,
    ],
    keywords: ['interior', 'exam room', 'UV sterilization', 'oak cabinetry', 'granite counters'],
  },
  'dressing-room-1': {
    title: 'Dressing Room #1',
    description:
      'A private changing room where patients get ready for their exam, finished in oak like the rest of the interior and kept at the same comfortable temperature.',
    features: [
      'Private changing room for patients',
      'Oak cabinetry finish',
      ACCESSIBLE,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      'UV sterilization for hygiene between patients',
      'Vacuum system for quick cleaning between patients',
      GFCI,
      FIRE,
      'Emergency escape windows in the trailer',
      'Inside the keypad-secured clinic',
    ],
    keywords: ['interior', 'dressing room', 'privacy', 'oak cabinetry'],
  },
  'dressing-room-2': {
    title: 'Dressing Room #2',
    description:
      'The second private changing room, so two patients can prepare at once and appointments keep moving.',
    features: [
      'Second private changing room for patients',
      'Oak cabinetry finish',
      ACCESSIBLE,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      'Vacuum system for quick cleaning between patients',
      GFCI,
      FIRE,
      'Inside the keypad-secured clinic',
    ],
    keywords: ['interior', 'dressing room', 'privacy', 'oak cabinetry'],
  },
  'master-room': {
    title: 'Master Room',
    description:
      'A full-size room finished like the rest of the clinic, with oak cabinetry, granite counters, climate control and protected power: a flexible space for a second exam, consultations or an office.',
    features: [
      'Flexible room for a second exam, consultations or an office',
      'Oak cabinetry',
      'Granite counters',
      ACCESSIBLE,
      POWER,
      GFCI,
      HVAC,
      HEATERS,
      HUMIDIFIER,
      FIRE,
      'Emergency escape windows in the trailer',
      GENERATOR,
    ],
    keywords: ['interior', 'master room', 'oak cabinetry', 'granite counters', 'flexible space'],
  },
  'hallway-pictures': {
    title: 'Hallway Pictures',
    description:
      `The hallway ties the ${TRAILER.lengthFeet}-foot clinic together, linking the reception, exam and staff areas and keeping the way clear for wheelchairs.`,
    features: [
      'Connects the reception, exam and staff areas',
      'Accessible layout with a route for wheelchairs',
      'Oak cabinetry finish',
      'Fire suppression system',
      'Emergency escape windows',
      'Security keypad at the entry',
      'Vacuum system',
      HVAC,
      HUMIDIFIER,
      HEATERS,
      GFCI,
      '4-corner auto-leveling keeps the floor level on site',
    ],
    keywords: ['interior', 'hallway', 'accessibility', 'fire suppression'],
  },
  'accessories-pictures': {
    title: 'Accessories Pictures',
    description:
      `The equipment that comes with unit ${unit}, from the diesel generator and wheelchair lift to the climate, safety and entertainment systems.`,
    features: [
      'Diesel generator: diesel engine with electric head',
      'One generator included; a second is optional',
      `Electrical panels for the ${POWER}`,
      'Battery charger',
      GFCI,
      'Curbside wall-mounted HVAC unit',
      'Street-side wall-mounted HVAC unit',
      'Supplemental portable electric heaters',
      HUMIDIFIER,
      'Fully automatic wheelchair lift',
      'Stow-away compartment for the wheelchair lift',
      'Pull-out aluminum platforms for both entrances',
      'Built for ADA compliance',
      'Emergency escape windows',
      'Fire suppression system',
      'Security keypad entry',
      'UV sterilization',
      'Vacuum system',
      'TV/DVD entertainment system',
      'Burgundy seating',
      'Oak cabinetry and granite counters',
      '4-corner auto-leveling',
      'Air ride suspension',
      `GVWR ${formatWholeNumber(TRAILER.gvwrLbs)} lbs on ${TRAILER.axleCount} axles rated ${formatWholeNumber(TRAILER.axleRatingLbs)} lbs each`,
      'Mammography machine removed and not included',
    ],
    keywords: ['accessories', 'diesel generator', 'wheelchair lift', 'HVAC', 'fire suppression'],
  },
};

/** The walkthrough's rooms in English. */
export const ROOMS = roomsIn(ROOM_TEXTS);
