import { describe, expect, it } from '@jest/globals';
import { API_ROUTES } from '@fairwrench/contracts';
import { getMyDataRoute } from './my-data';

describe('the Your data page’s call', () => {
  it('is the contract’s GET /api/me/data in all but the response schema', () => {
    const { response, ...contract } = API_ROUTES.getMyData;
    expect(response).toBeDefined();
    expect(getMyDataRoute).toEqual(contract);
  });
});
