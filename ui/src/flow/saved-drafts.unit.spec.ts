/// <reference types="jest" />
import { VEHICLE_FORM } from './flow-machine.test-kit';
import { memoryStorage } from './flow-storage';
import {
  readIssueDraft,
  readSavedIds,
  readSavedVehicle,
  saveIssueDraft,
  saveVehicleDraft,
  vehiclePrefill,
} from './saved-drafts';

const ids = { userId: 'user-1', vehicleId: 'vehicle-1' };

/** The drafts the forms save (section 3 names the keys and shapes). */
describe('saved drafts', () => {
  it('keeps a saved vehicle as userInfo and vehicleInfo, mileage 0 when not given', () => {
    const local = memoryStorage();
    saveVehicleDraft(local, VEHICLE_FORM, ids);
    expect(JSON.parse(local.get('userInfo') ?? 'null')).toEqual({
      name: 'Dana Driver',
      email: 'dana@example.com',
      zipCode: '85253',
    });
    expect(JSON.parse(local.get('vehicleInfo') ?? 'null')).toEqual({
      year: '2018',
      make: 'Toyota',
      model: 'Camry',
      mileage: 0,
    });
    expect(readSavedIds(local)).toEqual(ids);
  });

  it.each(['', '84000'])(
    'prefills from the form what reading the saved vehicle gives (mileage %j)',
    (mileage) => {
      const local = memoryStorage();
      const form = { ...VEHICLE_FORM, mileage };
      saveVehicleDraft(local, form, ids);
      expect(vehiclePrefill(form)).toEqual(readSavedVehicle(local));
    },
  );

  it('keeps a mileage typed with thousands separators as its number', () => {
    const local = memoryStorage();
    saveVehicleDraft(local, { ...VEHICLE_FORM, mileage: '12,345' }, ids);
    expect(JSON.parse(local.get('vehicleInfo') ?? 'null')).toMatchObject({ mileage: 12345 });
  });

  it('reads back an issue draft, dropping an unknown issue type', () => {
    const local = memoryStorage();
    saveIssueDraft(local, { issueType: 'collision', issueDescription: 'Dented door' });
    expect(readIssueDraft(local)).toEqual({
      issueType: 'collision',
      issueDescription: 'Dented door',
    });
    local.set('issueDetails', JSON.stringify({ issueType: 'other', issueDescription: 'x' }));
    expect(readIssueDraft(local)).toEqual({ issueType: '', issueDescription: 'x' });
  });
});
