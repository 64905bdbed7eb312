import { carFactLinesSchema } from '@fairwrench/contracts';
import { NO_FACTS, type CarFacts } from './car-facts';
import { carFactLines } from './fact-lines';

const decoded: CarFacts = {
  ...NO_FACTS,
  engines: { value: [{ displacementL: 1.5, model: 'L15B7', cylinders: 4 }], source: 'vin' },
  turbo: { value: true, source: 'vin' },
  electrification: { value: 'none', source: 'vin' },
  transmissions: { value: ['cvt'], source: 'vin' },
  drives: { value: ['FWD'], source: 'vin' },
  timing: { value: 'chain', source: 'hand-written' },
  steering: { value: 'electric', source: 'hand-written' },
};

describe('what we know about your car', () => {
  it('words each known fact for the owner and keeps where it came from', () => {
    const lines = carFactLines(decoded);
    expect(lines).toEqual([
      { topic: 'powertrain', value: 'Combustion engine only', source: 'vin' },
      { topic: 'engine', value: '1.5 L 4-cylinder (L15B7), turbocharged', source: 'vin' },
      { topic: 'transmission', value: 'CVT (continuously variable)', source: 'vin' },
      { topic: 'drive', value: 'Front-wheel drive', source: 'vin' },
      {
        topic: 'timing',
        value: 'Timing chain (no scheduled replacement)',
        source: 'hand-written',
      },
      {
        topic: 'steering',
        value: 'Electric power steering (no steering fluid)',
        source: 'hand-written',
      },
    ]);
    expect(carFactLinesSchema.parse(lines)).toEqual(lines);
  });

  it('leaves unknown facts out instead of guessing', () => {
    expect(carFactLines(NO_FACTS)).toEqual([]);
  });

  it('lists the sizes a model year was sold with, and says when vPIC left one unsized', () => {
    const lines = carFactLines({
      ...NO_FACTS,
      engines: {
        value: [
          { displacementL: 2.5, model: 'U5', cylinders: 4 },
          { displacementL: 2.5, model: 'C5', cylinders: 4 },
          { displacementL: 3.6, model: 'C0', cylinders: 6 },
          { displacementL: null, model: 'R18Z1', cylinders: 4 },
        ],
        source: 'model-year',
      },
      drives: { value: ['AWD', 'RWD'], source: 'model-year' },
    });
    expect(lines.map((l) => l.value)).toEqual([
      '2.5 L 4-cylinder, 3.6 L 6-cylinder or another engine',
      'All-wheel drive or rear-wheel drive',
    ]);
  });

  it('tells an electric car that it has no gearbox to service, and names no engine or turbo', () => {
    const lines = carFactLines({
      ...NO_FACTS,
      electrification: { value: 'BEV', source: 'model-year' },
      turbo: { value: false, source: 'hand-written' },
      transmissions: { value: [], source: 'hand-written' },
      timing: { value: 'none', source: 'hand-written' },
    });
    expect(lines.map((l) => l.value)).toEqual([
      'Fully electric',
      'Single-speed (no gearbox to service)',
      'No timing belt or chain (electric motor)',
    ]);
  });
});
