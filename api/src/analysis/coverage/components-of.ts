import type { Powertrain } from '../types';
import type { Component } from './coverage-knowledge';

/**
 * Which covered components a repair involves, read from its name or id (a cause, an estimate
 * line's service, a part the owner asked about). Words, not a table of ids, so a new job or
 * part in the catalogues is recognised without another list to keep in step.
 */
const RULES: readonly [RegExp, readonly Component[]][] = [
  [/catalytic|\bcat(alyst)?\b|p04[23]\d/i, ['catalytic-converter']],
  [/\b(o2|oxygen|air.?fuel ratio|a\/f) sensor|o2-sensor/i, ['oxygen-sensor', 'emission-parts']],
  [/\bevap(?!orat)|purge|vent valve|charcoal canister/i, ['evap-system', 'emission-parts']],
  [/\begr\b/i, ['egr', 'emission-parts']],
  [/\b(dpf|def|scr|diesel exhaust|particulate)\b|dpf-|def-/i, ['diesel-emissions']],
  [/\b(ecu|ecm|pcm|engine computer|engine control module|powertrain control)\b/i, ['engine-computer']],
  [/secondary air|\bmaf\b|mass air/i, ['emission-parts']],
  [/hybrid.?battery|hybrid-battery|hv battery|high.?voltage battery|battery pack|traction battery|hv-battery|hv-contactor|hv-isolation/i, ['hybrid-battery', 'ev-battery']],
  [/drive.?unit|electric motor|motor-mount|e-?motor/i, ['ev-drive-unit']],
  [/inverter/i, ['hybrid-inverter']],
  [/on.?board charger|onboard-charger|charge.?port|dc.?dc/i, ['onboard-charger']],
  [/\bcvt\b|cvt-/i, ['cvt', 'transmission']],
  [/dual.?clutch|powershift|\bdct\b|\bdsg\b/i, ['dual-clutch-transmission', 'transmission']],
  [/transmission|torque.?converter|shift solenoid|gearbox|transaxle/i, ['transmission']],
  [/piston|oil consumption|burn(s|ing)? oil|rod.?bearing|engine (replacement|rebuild)|short block|long block|crankshaft bearing/i, ['engine-internal', 'oil-consumption']],
  [/turbo/i, ['turbocharger']],
  [/timing.?chain/i, ['timing-chain']],
  [/water.?pump/i, ['water-pump']],
  [/head.?gasket/i, ['head-gasket', 'engine-internal']],
  [/fuel.?pump|high.?pressure.?fuel/i, ['fuel-pump']],
  [/injector/i, ['fuel-injector']],
  [/airbag|air bag|clock.?spring/i, ['airbag']],
  [/ignition.?switch/i, ['ignition-switch']],
  [/brake.?line|rusted-brake-line/i, ['brake-lines']],
  [/frame/i, ['frame-corrosion']],
  // Named parts only: "brakes", "steering" or "electrical" alone would tie every brake job to
  // a brake-light-switch recall. Rows about other parts match by their pattern's jobs.
  [/\b(a\/?c|air.?con\w*) (compressor|condenser)|ac-(compressor|condenser)|electric-ac-compressor/i, ['ac']],
  [/master.?cylinder|brake.?booster|brake.?vacuum.?pump|\babs (module|pump|unit|control)|(brake|stop).?(light|lamp).?switch/i, ['brakes']],
  [/steering[ -](rack|gear|pump|column|motor)|power.?steering[ -](pump|rack|gear|hose|line)|\beps\b|rack.?and.?pinion|steering-rack/i, ['steering']],
  [/control.?arm|coil.?spring|toe.?link|lateral.?link|trailing.?arm/i, ['suspension']],
  [/infotainment|head.?unit|touch.?screen|\bmcu\b/i, ['infotainment']],
  [/seat.?belt/i, ['seat-belt']],
];

/**
 * Repairs no new-car warranty pays for: wear parts, maintenance and harm from outside the car
 * (the makers' warranty booklets exclude them; see the new-vehicle-warranty rows' sources).
 */
const NOT_A_DEFECT =
  /\b(oil|filters?|fluids?|flush|service|tune.?up|maintenance|inspection|alignment|balanc\w*|rotation|tires?|tyres?|wipers?|(brake )?pads?|rotors?|shoes|drums?|bulbs?|spark.?plugs?|key.?fob|worn|wear|cupped|recharge|refrigerant)\b|\blow.|rodent|theft|stolen|contaminated|puncture|pothole|collision|accident|flood|rust|corrosion|aftermarket/i;

export function componentsOf(text: string, powertrain: Powertrain): Component[] {
  const found = new Set<Component>();
  if (!NOT_A_DEFECT.test(text)) found.add('defective-part');
  for (const [pattern, components] of RULES) {
    if (!pattern.test(text)) continue;
    for (const c of components) found.add(c);
  }
  // One battery word names the hybrid pack on a hybrid and the traction pack on an EV.
  if (powertrain === 'ev') found.delete('hybrid-battery');
  else found.delete('ev-battery');
  if (powertrain !== 'ev' && powertrain !== 'hybrid' && powertrain !== 'phev') {
    found.delete('hybrid-battery');
    found.delete('ev-drive-unit');
    found.delete('hybrid-inverter');
    found.delete('onboard-charger');
  }
  return [...found];
}
