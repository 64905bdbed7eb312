import { quotedAtDealer } from './dealer-quote';

describe('quotedAtDealer: an owner who names the maker as the shop means its dealer', () => {
  it.each([
    ['the Honda dealer wants $700 for the condenser', 'Honda'],
    ['I took it to Tesla and they quoted $22,500 for the pack', 'Tesla'],
    ['it was towed to the local Toyota shop and sat there a week', 'Toyota'],
    ['Honda indicated that the cost to fix the condenser is $716.85', 'Honda'],
    ['we had it towed to a Ford repair store, now he wants a fuel pump', 'Ford'],
    ['I took it to Autopark Honda in Cary several times', 'Honda'],
    ['I took my Liberty into Manhattan Chrysler/Jeep for an oil change', 'Jeep'],
    ['bought it at Bob Smith Chrysler Dodge Jeep Ram last year', 'Jeep'],
    ['the Ford house wanted $16k to swap in a new long block', 'Ford'],
    ['so I had it towed, and the Toyota Service Center says the inverter is ruined', 'Toyota'],
  ])('"%s" (%s) is a dealer quote', (text, make) => {
    expect(quotedAtDealer(text, make)).toBe(true);
  });

  it.each([
    ['I took it to an independent Honda specialist who quoted $5,000', 'Honda'],
    ['my corner garage quoted $450 for an alternator on my Ford', 'Ford'],
    ['the Toyota owners forum says that is too much', 'Toyota'],
    ['Honda says the timing belt is due at 105,000 miles; my mechanic quoted $600', 'Honda'],
    ['a shop quoted $900 for the timing belt', ''],
    ['the Ford Service Manual says 2.5 hours; my mechanic quoted $600', 'Ford'],
  ])('"%s" (%s) is not', (text, make) => {
    expect(quotedAtDealer(text, make)).toBe(false);
  });
});
