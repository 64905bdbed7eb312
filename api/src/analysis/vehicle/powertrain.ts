import type { Powertrain } from '../types';
import type { MakeEntry, ModelEntry, PowertrainPattern } from './vehicle-knowledge';

const compiled = new Map<string, RegExp>();

function regex(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'i');
    compiled.set(pattern, re);
  }
  return re;
}

function fromPatterns(
  patterns: readonly PowertrainPattern[],
  text: string,
): Powertrain | undefined {
  return patterns.find((p) => regex(p.pattern).test(text))?.powertrain;
}

/**
 * A model that only exists as an EV or plug-in is that, whatever else the text says
 * ('Pacifica Hybrid' is a plug-in). Otherwise the owner's own words ('Escape Hybrid',
 * 'Jetta TDI', 'F-250 6.7') beat the model's usual powertrain, which beats the make's. For a
 * model we do not recognise, the owner's description ("my Infiniti hybrid", "the wall
 * charger") comes before the make's usual powertrain, which would rule out what they ask about;
 * a diesel the description names is that variant of a known petrol model too.
 */
export function resolvePowertrain(
  make: MakeEntry | undefined,
  model: ModelEntry | undefined,
  text: string,
  globalPatterns: readonly PowertrainPattern[],
  described?: { readonly text: string; readonly patterns: readonly PowertrainPattern[] },
): Powertrain {
  if (model?.powertrain === 'ev' || model?.powertrain === 'phev') return model.powertrain;
  const said =
    fromPatterns(make?.powertrainPatterns ?? [], text) ?? fromPatterns(globalPatterns, text);
  const fromDescription = described ? fromPatterns(described.patterns, described.text) : undefined;
  // A diesel the owner names ("our 1.6 diesel", "the Duramax") is that variant of a petrol
  // model; an electrified word in the story of a known model is more often about something else.
  const dieselSaid =
    fromDescription === 'diesel' && (model?.powertrain ?? 'gas') === 'gas' ? 'diesel' : undefined;
  return (
    said ??
    dieselSaid ??
    model?.powertrain ??
    (model === undefined ? fromDescription : undefined) ??
    make?.powertrain ??
    'gas'
  );
}
