import { type VehicleFormInput, vehicleFormDefaults } from '@fairwrench/contracts';
import { MAKES, modelsFor, vehicleYears } from '../../catalogue/vehicle-catalogue';

/**
 * The vehicle form's starting values: the contract's defaults with the saved vehicle laid
 * over them. A saved year, make or model the selects no longer offer is dropped, because a
 * native select cannot show a value missing from its options and would silently disagree
 * with the form state. The terms box always starts unticked: consent is given per visit.
 */
export function vehicleFormValues(
  saved: Partial<VehicleFormInput> | null,
  now: Date = new Date(),
): VehicleFormInput {
  if (!saved) return { ...vehicleFormDefaults };
  const text = (value: string | undefined) => value?.trim() ?? '';
  const year = text(saved.vehicleYear);
  const make = text(saved.vehicleMake);
  const model = text(saved.vehicleModel);
  const knownMake = MAKES.includes(make);
  return {
    ...vehicleFormDefaults,
    name: text(saved.name),
    email: text(saved.email),
    zipCode: text(saved.zipCode),
    vehicleYear: vehicleYears(now).map(String).includes(year) ? year : '',
    vehicleMake: knownMake ? make : '',
    vehicleModel: knownMake && modelsFor(make).includes(model) ? model : '',
    mileage: text(saved.mileage),
    vin: text(saved.vin),
    termsAccepted: false,
  };
}
