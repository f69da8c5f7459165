import { TRAILER } from '../../../shared/trailer';
import { ARTICLE_PRICE, ARTICLE_PRICE_CAD, ARTICLE_INSPECTION_YEAR } from './article-figures';
import type { ResourceGuideSlug } from '../../../shared/site-routes';
import { SITE_SETTINGS } from '../lib/site-settings';
import { TRAILER_FACTS } from './trailer-facts';

/**
 * The full text of the four resource guides (docs/product.md#resources; docs/decisions/real-downloads.md: the 'Read'
 * buttons open readable articles). Imported by the article route's build-time loader, so the text
 * reaches the browser in each article's prerendered HTML, never in a page's JavaScript; the
 * checklist and schedule downloads read their lists from it in a chunk loaded on click.
 *
 * The guides advise; every statement about this trailer is a fact of docs/product.md#the-unit. Figures in the
 * ROI guide other than the price are the reader's own, shown as blanks to fill in.
 */

export interface ArticleSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export interface ResourceArticle {
  slug: ResourceGuideSlug;
  intro: string;
  sections: readonly ArticleSection[];
}

const unit = `unit ${TRAILER.unitNumber}`;
const Unit = `Unit ${TRAILER.unitNumber}`;
const usd = ARTICLE_PRICE;
const cad = ARTICLE_PRICE_CAD;

const BUYING_GUIDE: ResourceArticle = {
  slug: 'buying-guide',
  intro: `A used mobile medical trailer can put a clinic on the road without a building project, but only if the unit you buy is sound, suits your service and arrives ready to work. This guide walks through the checks a purchasing committee should make, using ${unit}, a ${TRAILER.year} ${TRAILER.lengthFeet}-foot trailer for sale in Edmonton, as the worked example.`,
  sections: [
    {
      heading: 'Start with the service you will deliver',
      paragraphs: [
        'Before you look at any trailer, write down what happens inside it on a normal day: how many patients you expect, how many staff work at once, which rooms need privacy, what equipment you will bring, and where the unit will park. A list like this turns a walkthrough from a sightseeing tour into an inspection against requirements.',
        'Mobile units are bought by healthcare providers, clinics, health authorities, rural and indigenous health programs and emergency services. Each uses the space differently. A screening program cares about patient flow and dressing rooms; an emergency service cares about power, heat and how fast the unit can be set up; a rural program cares about accessibility and how self-contained the unit is when there is no building nearby.',
      ],
      bullets: [
        'Patients per day and the longest appointment you expect',
        'Rooms that need a closing door: exam, dressing, consultation',
        'Equipment you will install, with its power and space needs',
        'Where the unit parks: paved lot, gravel pad, community hall, roadside',
        'How often it moves, and how far',
        'Who drives or tows it, and who sets it up on site',
      ],
    },
    {
      heading: 'Know exactly what is included',
      paragraphs: [
        `Used clinical trailers are often sold after a change of service, and the equipment that defined their first life may be gone. ${Unit} was built as a mammography clinic; the mammography machine has been removed and is not included. Only one generator is included; a second is optional. A trustworthy listing says this plainly, and you should get it in writing before you make an offer.`,
        'Ask for a list of what stays with the unit and what does not, room by room. Fixed fittings (cabinetry, counters, seating, the wheelchair lift, HVAC units, the generator) should be on it, and so should anything portable that you assume comes along, such as heaters or entertainment equipment.',
      ],
      bullets: [
        'Clinical equipment: present, removed, or optional extra',
        'Generators: how many are included',
        'Portable items: heaters, seating, entertainment systems',
        'Keys, keypad codes and manuals for every system',
        'Documents: specifications, service records, warranty information, photos',
      ],
    },
    {
      heading: 'Check the road side: chassis, weights and inspection',
      paragraphs: [
        `A medical trailer is first a commercial vehicle. Confirm its dimensions and weight ratings against your towing arrangements and your route. ${Unit} is ${TRAILER_FACTS.dimensions}, with a GVWR of ${TRAILER_FACTS.gvwr} and a GAWR of ${TRAILER_FACTS.gawr}. It rides on air ride suspension; have its condition checked with the rest of the running gear.`,
        `Ask for the current commercial vehicle inspection and read it, not just the sticker. ${Unit} carries a current Alberta commercial vehicle inspection valid through ${ARTICLE_INSPECTION_YEAR}. An inspection tells you the unit met the standard on the day it was checked; your own inspection tells you what has happened since.`,
      ],
      bullets: [
        'Length, height and width against your routes, bridges and parking',
        'GVWR and axle ratings against the weight of your planned equipment',
        'Suspension type and condition',
        'Date and scope of the last commercial vehicle inspection',
        'Tires, brakes, lights and the coupling, checked by your own mechanic',
      ],
    },
    {
      heading: 'Check the clinic side: power, climate and access',
      paragraphs: [
        `The systems that make a trailer a clinic are where used units differ most. On ${unit}, a diesel generator with an electric head feeds 110V/220V distribution, with GFCI protection throughout and a battery charger. Ask to see the generator start and run under load, and check the hour meter and the service history.`,
        'Climate control matters for patients and for equipment. This unit has curbside and street-side wall-mounted HVAC units, supplemental portable electric heaters and a humidifier with a drain flush cycle. Run heating and cooling during your visit and listen for anything unusual.',
        'Accessibility is not optional for a clinic. A fully automatic wheelchair lift with a stow-away compartment and pull-out aluminum platforms at both entrances are fitted here, with emergency escape windows and an accessible layout. Operate the lift through a full cycle yourself.',
      ],
      bullets: [
        'Generator: starts, runs under load, hours, service records',
        'Electrical: distribution voltages, GFCI outlets, panels, battery charger',
        'HVAC: both units heat and cool; heaters and humidifier work',
        'Wheelchair lift: full cycle, stow-away, platform condition',
        'Leveling: the 4-corner auto-leveling sets the unit level on uneven ground',
        'Fire and security: fire suppression, escape windows, keypad entry',
      ],
    },
    {
      heading: 'Walk every room',
      paragraphs: [
        'Open every door and cabinet. Look for water marks on ceilings and under counters, soft spots in floors, and gaps around windows and doors. Check that finishes are clean and intact, because a clinical space must be easy to disinfect.',
        `${Unit} has nine functional areas, including a main entry, a reception and waiting area, two full exam rooms, two dressing rooms, a master room, an equipment room and a break room with work stations. Its finishes include oak cabinetry, granite counters and burgundy seating, with UV sterilization and a vacuum system on board. Match each area to your list from the first step.`,
      ],
    },
    {
      heading: 'Inspect in person, or virtually first',
      paragraphs: [
        `If the unit is far from you, start with a virtual walkthrough. ${SITE_SETTINGS.sellerName} offers walkthroughs of ${unit} by WhatsApp video or phone, so your team can ask to see any detail on camera. The site's interior tour and exterior gallery let everyone on your committee look before the call.`,
        'Then inspect in person if you can, or send someone you trust. The unit is in Edmonton, Alberta, and can be viewed by appointment. Bring your requirement list, a flashlight, a moisture meter if you have one, and a mechanic for the road side.',
      ],
    },
    {
      heading: 'Plan delivery before you sign',
      paragraphs: [
        'Delivery can be the largest cost after the price. Get a written quote to your door before you commit, and ask how long it takes. For this unit, delivery is door-to-door across Canada and the USA, in 7-21 days, with a quote on request.',
        'Prepare the site: a level, firm surface long enough for the trailer and its tow vehicle, clearance for the wheelchair lift and platforms at both entrances, and room to open any slide-out steps or awnings. Ask your insurer what they need before the unit arrives.',
      ],
      bullets: [
        'Written delivery quote and time frame',
        'A site that is level, firm and long enough',
        'Clearance for the lift and platforms at both entrances',
        'Insurance and registration arranged for arrival day',
      ],
    },
    {
      heading: 'Price, currency and payment',
      paragraphs: [
        `Compare the asking price with the cost of the alternatives, not just with other trailers (our ROI guide shows how). ${Unit} is priced at ${usd}. For Canadian buyers the site shows a CAD equivalent at the seller's rate of {cadRateDay}, {cadRate} CAD per USD, which is ${cad}. Confirm the currency, amount and payment method in writing.`,
        'If you need financing, ask the seller early what information is available; financing options can be requested through the contact form along with the documents your lender will want.',
      ],
    },
    {
      heading: 'Your buying checklist',
      bullets: [
        'Requirements written down and agreed by the committee',
        'What is and is not included, in writing',
        'Dimensions and weight ratings checked against your routes',
        'Commercial vehicle inspection read and a mechanic’s inspection done',
        'Generator, electrical, HVAC, lift and leveling seen working',
        'Every room walked; finishes, floors and ceilings checked',
        'Documents received: specifications, service records, warranty information, photos',
        'Delivery quote, site preparation and insurance arranged',
        'Price, currency and payment method confirmed in writing',
      ],
      after: [`When your checklist is ready, contact ${SITE_SETTINGS.sellerName} to book a viewing of ${unit} or a virtual walkthrough. Replies come within 24 hours.`],
    },
  ],
};

const COMPLIANCE_GUIDE: ResourceArticle = {
  slug: 'compliance-guide',
  intro: `A mobile clinic must satisfy two sets of rules at once: those for a commercial vehicle on the road, and those for a healthcare space that serves the public. This guide sets out the areas to check and the paperwork to gather before a used unit goes into service in Canada or the USA. It is a checklist, not legal advice: confirm each requirement with the regulators and insurers where you will operate.`,
  sections: [
    {
      heading: 'Who sets the rules',
      paragraphs: [
        'Requirements come from several places: the province or state where the trailer is registered and driven, the health authority or licensing body for the services you deliver, building, fire and electrical codes that may apply to occupied spaces, accessibility law, and your insurer. Rules differ between provinces and between states, and they change, so build your own list for each place you will operate.',
        'Start by calling the people who will sign off: your vehicle licensing office, your health regulator or accreditation body, and your insurer. Ask each one what they will want to see, and keep their answers in writing.',
      ],
    },
    {
      heading: 'Vehicle and road safety',
      paragraphs: [
        `A ${TRAILER.lengthFeet}-foot trailer is a commercial vehicle. Expect to register it, insure it and keep it inspected. A current inspection is the starting point: ${unit} carries a current Alberta commercial vehicle inspection valid through ${ARTICLE_INSPECTION_YEAR}.`,
        'If the trailer moves to another province or crosses into the USA, ask the receiving jurisdiction whether it accepts the existing inspection or requires its own, and what it needs to register an imported or out-of-province vehicle.',
      ],
      bullets: [
        'Current commercial vehicle inspection certificate',
        `Dimensions (${TRAILER_FACTS.dimensions}) and weight ratings (GVWR ${TRAILER_FACTS.gvwr}; GAWR ${TRAILER_FACTS.gawr}) on file`,
        'Registration and insurance for the jurisdiction of use',
        'Permits for the routes you travel, if your jurisdiction requires them',
      ],
    },
    {
      heading: 'Accessibility',
      paragraphs: [
        `Patients must be able to get in, move around and get out. Check entrances, lift capacity, turning space, door widths and emergency exits against the accessibility rules that apply to you. ${Unit} is built for ADA compliance, with a fully automatic wheelchair lift and stow-away compartment, pull-out aluminum platforms for both entrances, emergency escape windows and an accessible layout.`,
        'ADA is a US standard; Canadian provinces have their own accessibility rules. Ask your regulator which standard applies, and have the lift and entrances checked against it.',
      ],
      bullets: [
        'Which accessibility standard applies where you operate',
        'Lift operation, rated capacity and maintenance record',
        'Entrance platforms, handrails and clear widths',
        'Emergency escape routes usable by every patient',
      ],
    },
    {
      heading: 'Electrical and fire safety',
      paragraphs: [
        `An occupied space with medical equipment needs safe power and fire protection. ${Unit} has 110V/220V distribution with GFCI protection throughout, a diesel generator with electric head, a battery charger, a fire suppression system and emergency escape windows.`,
        'Have a qualified electrician confirm that the installation suits the equipment you will add, and ask your fire authority whether the unit needs a fire inspection, extinguishers of a particular type, or signage.',
      ],
      bullets: [
        'Electrical inspection for your planned equipment load',
        'GFCI protection where water and patients are present',
        'Generator exhaust clear of intakes, doors and windows',
        'Fire suppression serviced; extinguishers and signage as required',
        'Emergency escape windows that open freely',
      ],
    },
    {
      heading: 'Infection control and the clinical space',
      paragraphs: [
        'Health regulators and accreditation bodies look at how a space is cleaned, ventilated and kept at a safe temperature. Finishes should be intact and easy to disinfect; HVAC should hold temperature and humidity; storage should keep clean and used items apart.',
        `On this unit, UV sterilization and a vacuum system are on board, HVAC comes from curbside and street-side wall-mounted units with a humidifier and drain flush cycle, and counters are granite. Ask your infection control lead to walk the space and list anything to change before opening.`,
      ],
    },
    {
      heading: 'Equipment you add',
      paragraphs: [
        'Most compliance work follows the equipment, not the trailer. The mammography machine of this unit has been removed and is not included, so whatever you install brings its own requirements: registration of medical devices, radiation safety for imaging, shielding, calibration, and staff certification.',
        'Bring your equipment vendor into the planning early. Ask them for the power, space, climate and shielding needs of each device, and check them against the trailer before you buy.',
      ],
    },
    {
      heading: 'Crossing the border',
      paragraphs: [
        'Buying across the Canada-USA border adds import steps: customs entry, any duties or taxes, and registration in the new jurisdiction. A customs broker can tell you what applies to a used trailer with your intended use.',
        `Have the documents ready before the trailer moves: the bill of sale, the specifications, service records, warranty information and the current inspection. The seller delivers door-to-door to provinces (Alberta, Saskatchewan, British Columbia, Manitoba, Ontario) and states (Montana, North Dakota, Washington, Idaho, Minnesota), with a quote on request.`,
      ],
    },
    {
      heading: 'The paperwork file',
      paragraphs: ['Keep one file, on paper and online, that you can hand to any inspector or insurer:'],
      bullets: [
        'Bill of sale and proof of ownership',
        'Registration and insurance certificates',
        `Commercial vehicle inspection (for this unit: Alberta, valid through ${ARTICLE_INSPECTION_YEAR})`,
        'Technical specifications',
        'Service records and warranty information',
        'Electrical and fire inspection reports',
        'Accessibility assessment',
        'Device registrations and certifications for added equipment',
      ],
      after: ['Request any of this unit’s documents through the contact form.'],
    },
  ],
};

const MAINTENANCE_GUIDE: ResourceArticle = {
  slug: 'maintenance-guide',
  intro: `A mobile clinic earns its keep only while it is in service. A simple, written maintenance routine, shared by the drivers, the clinical team and the mechanics, prevents most breakdowns. This guide lists what to look after on a unit like ${unit}, system by system. Always follow the manufacturers’ manuals for intervals and procedures; they take priority over any general guide.`,
  sections: [
    {
      heading: 'Set up the routine',
      paragraphs: [
        'Give every check an owner and a frequency: before each trip, weekly, monthly, seasonally and yearly. Keep a log in the unit and a copy at the office, and record every repair. A full service history is worth money when you sell, and it is the first thing an inspector or insurer asks for.',
      ],
      bullets: [
        'Before each trip: tires, lights, coupling, lift stowed, leveling retracted',
        'Weekly: generator run, HVAC check, cleaning and disinfection log',
        'Monthly: lift full cycle, GFCI test, fire safety check',
        'Seasonally: HVAC service, humidifier drain flush, heating readiness',
        'Yearly: commercial vehicle inspection, generator service, full condition survey',
      ],
    },
    {
      heading: 'Generator and electrical',
      paragraphs: [
        `The diesel generator, a diesel engine with an electric head, is the heart of a self-contained unit. Run it regularly under load, even when the unit is parked, and service it by hours as its manual specifies: oil, filters, coolant, belts and exhaust. Only one generator is included with ${unit}; if your service cannot tolerate an outage, consider the optional second generator or a shore-power plan.`,
        'On the electrical side, test GFCI outlets monthly, keep panels clear and labelled, and check that the battery charger keeps batteries at full charge. Any tripped breaker that repeats is a job for an electrician, not a reset.',
      ],
    },
    {
      heading: 'Heating, cooling and humidity',
      paragraphs: [
        'Clean or replace HVAC filters on schedule, keep the curbside and street-side wall-mounted units free of debris, and have them serviced before the cooling and heating seasons. Store the supplemental portable electric heaters safely and check their cords before use.',
        'The humidifier has a drain flush cycle; run it as its manual directs, because standing water is a hygiene risk in a clinical space.',
      ],
    },
    {
      heading: 'Wheelchair lift and entrances',
      paragraphs: [
        'The fully automatic wheelchair lift is used by the patients who depend on it most, so a failure closes the clinic to them. Run it through a full cycle each month, keep the stow-away compartment clean and dry, and have it serviced by a qualified technician as its manual requires.',
        'Check the pull-out aluminum platforms at both entrances for secure locking, damage and a clean, slip-resistant surface.',
      ],
    },
    {
      heading: 'Leveling, suspension and the road side',
      paragraphs: [
        'Extend and retract the 4-corner auto-leveling system at every setup and watch for slow or uneven legs. Keep the legs and pads clean and free of grit.',
        `Have the air ride suspension checked as part of regular trailer maintenance. Tires, brakes, lights and the coupling need the same care as any commercial trailer, and the annual commercial vehicle inspection (current for this unit through ${ARTICLE_INSPECTION_YEAR}) is a good moment for a full survey.`,
      ],
    },
    {
      heading: 'Fire, security and safety equipment',
      paragraphs: [
        'Have the fire suppression system serviced on the schedule its supplier sets, and check that emergency escape windows open freely. Test the security keypad and change its code when staff change. Keep first-aid and spill kits stocked.',
      ],
    },
    {
      heading: 'The clinical interior',
      paragraphs: [
        'Clean and disinfect on a written schedule, room by room, and log it. Inspect finishes for chips and open seams where dirt can collect: oak cabinetry, granite counters and upholstered seating each need the cleaning products their makers recommend. Keep the vacuum system’s filters and bags current, and maintain the UV sterilization equipment as its manual directs.',
        'Walk the unit after every move. Vibration loosens fittings, so check cabinet latches, shelves, mounted equipment and anything that can shift in transit.',
      ],
    },
    {
      heading: 'Records that add value',
      paragraphs: [
        'Keep service records for every system in one place, with dates, hours, parts and who did the work. Ask for the existing service records and warranty information of any used unit you buy, and carry the history forward. For this unit, the seller provides service records and warranty information on request.',
      ],
    },
  ],
};

const ROI_GUIDE: ResourceArticle = {
  slug: 'roi-guide',
  intro: `Whether a mobile medical unit pays off depends on your program, not on the trailer alone. This guide gives a method your finance team can fill in with its own figures, so the decision rests on your numbers rather than on anyone’s marketing. The only fixed figure is the purchase price: ${usd} for ${unit}.`,
  sections: [
    {
      heading: 'Step 1: the one-time cost',
      paragraphs: [`Add up everything it takes to put the unit into service:`],
      bullets: [
        `Purchase price: ${usd} (${cad} at the rate of {cadRate} CAD per USD shown on this site)`,
        'Delivery to your site: door-to-door, quoted on request',
        'Equipment you will install (the mammography machine is not included)',
        'Site preparation: pad, power hook-up if you use shore power, signage',
        'Registration, inspection and insurance set-up',
        'Optional second generator, if your service needs one',
      ],
    },
    {
      heading: 'Step 2: the yearly running cost',
      bullets: [
        'Staff for the clinic days, plus driving and setup time',
        'Generator fuel and servicing',
        'Towing or driving costs per trip',
        'Maintenance of HVAC, lift, leveling and the road side',
        'Insurance, registration and the yearly inspection',
        'Cleaning, consumables and parking',
      ],
    },
    {
      heading: 'Step 3: the value it creates',
      paragraphs: [
        'Value can be revenue, savings or service targets met. Count what applies to you, per clinic day, then multiply by the clinic days you plan in a year:',
      ],
      bullets: [
        'Billable appointments or program funding per patient seen',
        'Patient travel you no longer fund or reimburse',
        'Staff travel time saved compared with visiting communities without a clinic space',
        'Rental or lease costs avoided for temporary space',
        'Capacity added without a building project',
      ],
    },
    {
      heading: 'Step 4: payback and return',
      paragraphs: [
        'Yearly net value = yearly value created (step 3) minus yearly running cost (step 2).',
        'Payback period in years = one-time cost (step 1) divided by yearly net value.',
        'Return over N years = (yearly net value × N − one-time cost) divided by one-time cost.',
        'Choose N as the number of years you expect to use the unit, and subtract any resale value you expect at the end from the one-time cost.',
      ],
    },
    {
      heading: 'Step 5: compare the alternatives',
      paragraphs: [
        'Run the same steps for the options you would otherwise choose: leasing a building, renting temporary space, a new mobile unit, or contracting the service out. The right choice is the one with the best return at an acceptable risk, and the timing matters too: a used unit in good condition can be in service within weeks, since delivery takes 7-21 days once arranged.',
      ],
    },
    {
      heading: 'Test your assumptions',
      paragraphs: [
        'Work out the result for a slow year and a busy year, not just the expected one. Ask how many clinic days you lose if the single generator is down, and what that costs; if the answer is a lot, price in the optional second generator. Ask the seller for service records and warranty information to judge the maintenance you will face.',
        `Once your figures are in, the specifications and documents for ${unit} will fill the remaining gaps. Contact ${SITE_SETTINGS.sellerName} for a delivery quote to your site, so the one-time cost in step 1 is complete.`,
      ],
    },
  ],
};

export const RESOURCE_ARTICLES: Readonly<Record<ResourceGuideSlug, ResourceArticle>> = {
  'buying-guide': BUYING_GUIDE,
  'compliance-guide': COMPLIANCE_GUIDE,
  'maintenance-guide': MAINTENANCE_GUIDE,
  'roi-guide': ROI_GUIDE,
};
