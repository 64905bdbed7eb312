import { loadSettings } from '../../config/settings';
import {
  costlyCallBudgets,
  ISSUES_PER_ADDRESS,
  ISSUES_PER_OWNER,
  REGISTRATIONS_PER_ADDRESS,
} from './costly-call-limits';

describe('costlyCallBudgets', () => {
  it('keeps the sized budgets when nothing is set', () => {
    expect(costlyCallBudgets(loadSettings({}))).toEqual({});
  });

  it('names each budget the operator set by its policy', () => {
    const settings = loadSettings({
      RATE_LIMIT_VEHICLE_INFO_PER_IP: '50',
      RATE_LIMIT_ISSUES_PER_OWNER: '12',
      RATE_LIMIT_ISSUES_PER_IP: '40',
    });
    expect(costlyCallBudgets(settings)).toEqual({
      [REGISTRATIONS_PER_ADDRESS.name]: 50,
      [ISSUES_PER_OWNER.name]: 12,
      [ISSUES_PER_ADDRESS.name]: 40,
    });
  });
});
