/**
 * The empty vehicle form. Apart from the schema, so a page can render the form without
 * downloading Zod (ADR 029); the schema's unit spec holds it to the form's type.
 */
export const vehicleFormDefaults = {
  name: '',
  email: '',
  zipCode: '',
  vehicleYear: '',
  vehicleMake: '',
  vehicleModel: '',
  mileage: '',
  vin: '',
  termsAccepted: false,
};
