import {
  CONDITION_COMPONENT_IDS,
  type ConditionComponentId,
  type ConditionReport,
  type ComponentCondition,
} from './condition-report-facts';
import type { ImageRecord } from './images';
import { tourPicture, type TourPicture } from './tour-media';

/**
 * What the condition report (docs/product.md#condition-report) says about its components: their names,
 * systems and hints, and the helpers the page, the PDF and the preflight share. The record itself and
 * its built-in value are in condition-report-facts.ts, the schema in condition-report-schema.ts.
 */

/** The systems the components are grouped by, in the report's order, with their headings. */
export const CONDITION_SYSTEMS = {
  'running-gear': 'Chassis and running gear',
  body: 'Body, doors and access',
  power: 'Power and climate',
  interior: 'Interior and services',
} as const;
export type ConditionSystem = keyof typeof CONDITION_SYSTEMS;

/** One component of the built-in list: its name, its system, and what its comment should state. */
export interface ConditionComponentDefinition {
  label: string;
  system: ConditionSystem;
  /** What a buyer's engineer looks for in this component's comment; shown to the admin as a hint. */
  asks: string;
}

/** The built-in component list, in the report's order: every report rates each of these. */
export const CONDITION_COMPONENTS: Readonly<Record<ConditionComponentId, ConditionComponentDefinition>> = {
  'chassis-frame': { label: 'Chassis and frame', system: 'running-gear', asks: 'Rust, cracks or repairs on the frame rails and crossmembers' },
  suspension: { label: 'Suspension and air ride', system: 'running-gear', asks: 'Air bags, leaks, ride height, bushings' },
  tires: { label: 'Tires', system: 'running-gear', asks: 'Tread depth per position (32nds), age and sidewalls' },
  brakes: { label: 'Brakes', system: 'running-gear', asks: 'Lining or pad thickness, drums or rotors, air lines' },
  lights: { label: 'Lights', system: 'running-gear', asks: 'Running, brake, turn, marker and clearance lights' },
  'landing-gear': { label: 'Landing gear', system: 'running-gear', asks: 'Both legs wind up and down, feet and gearbox' },
  'roof-seals': { label: 'Roof and seals', system: 'body', asks: 'Membrane, seams, vents and any sign of water ingress' },
  'body-skirting': { label: 'Body and skirting', system: 'body', asks: 'Panels, dents, corrosion, skirting and decals' },
  'doors-steps': { label: 'Doors and steps', system: 'body', asks: 'Latches, seals, hinges and the entry steps' },
  'wheelchair-lift': { label: 'Wheelchair lift', system: 'body', asks: 'Last service and rated capacity; cycles under load' },
  generator: { label: 'Generator', system: 'power', asks: 'Make, kW, hours and last service; starts and carries load' },
  'shore-power': { label: 'Shore power and transfer switch', system: 'power', asks: 'Inlet, cord and the switch-over under load' },
  hvac: { label: 'HVAC', system: 'power', asks: 'Each unit by position: cools, heats, noise, filters' },
  'electrical-panels': { label: 'Electrical panels', system: 'power', asks: 'Breakers, labelling, GFCI protection' },
  plumbing: { label: 'Plumbing and water heater', system: 'interior', asks: 'Leaks, pump, tanks, the water heater and winterizing' },
  'floors-walls': { label: 'Interior floors and walls', system: 'interior', asks: 'Soft spots, seams, stains and wall panels' },
  'exam-fixtures': { label: 'Exam-room fixtures', system: 'interior', asks: 'Cabinets, counters, sinks, lighting and shielding' },
  'data-communications': { label: 'Data and communications', system: 'interior', asks: 'Network cabling, jacks, antennas and intercom' },
};

/** A component as the page and the PDF list it: its definition and its state. */
export type ListedComponent = { id: ConditionComponentId } & ConditionComponentDefinition & ComponentCondition;

/** The components system by system, in the built-in order. */
export function componentsBySystem(report: ConditionReport): { system: ConditionSystem; title: string; components: ListedComponent[] }[] {
  return (Object.keys(CONDITION_SYSTEMS) as ConditionSystem[]).map((system) => ({
    system,
    title: CONDITION_SYSTEMS[system],
    components: CONDITION_COMPONENT_IDS.filter((id) => CONDITION_COMPONENTS[id].system === system).map((id) => ({
      id,
      ...CONDITION_COMPONENTS[id],
      ...report.components[id],
    })),
  }));
}

/** What keeps the report from being complete, for the preflight: no date, and the components not inspected, by name. */
export function conditionReportGaps(report: ConditionReport): string[] {
  const notInspected = CONDITION_COMPONENT_IDS.filter((id) => report.components[id].rating === 'not-inspected').map((id) => CONDITION_COMPONENTS[id].label);
  return [
    ...(report.inspectedOn ? [] : ['no inspection date']),
    ...(notInspected.length ? [`${notInspected.length} component(s) not inspected: ${notInspected.join(', ')}`] : []),
  ];
}

/**
 * The seller's texts in the report written in English only (docs/product.md#languages): each as the
 * path of its missing French field ('components.generator.commentFr', 'statement.textFr'), in the
 * report's order, for the admin's list of what the French page still shows in English.
 */
export function missingFrenchVersions(report: ConditionReport): string[] {
  const components = CONDITION_COMPONENT_IDS.flatMap((id) => {
    const { comment, commentFr, fix, fixFr } = report.components[id];
    return [...(comment && !commentFr ? [`components.${id}.commentFr`] : []), ...(fix && !fixFr ? [`components.${id}.fixFr`] : [])];
  });
  return [...components, ...(report.statement && !report.statement.textFr ? ['statement.textFr'] : [])];
}

/** The report's photos as pages show them, by component; only components with a photo that still exists. */
export type ConditionPhotos = Partial<Record<ConditionComponentId, TourPicture[]>>;

/** Every image id the report names, once. */
export const conditionPhotoIds = (report: ConditionReport): string[] => [...new Set(CONDITION_COMPONENT_IDS.flatMap((id) => report.components[id].photoIds))];

/** The report's photos with these image records: a photo deleted meanwhile is skipped, the order kept. */
export function buildConditionPhotos(report: ConditionReport, images: ReadonlyMap<string, ImageRecord>): ConditionPhotos {
  const photos: ConditionPhotos = {};
  for (const id of CONDITION_COMPONENT_IDS) {
    const shown = report.components[id].photoIds.flatMap((imageId) => tourPicture(images.get(imageId), null) ?? []);
    if (shown.length) photos[id] = shown;
  }
  return photos;
}
