import { describedMileage } from './described-mileage';

describe('describedMileage: the odometer as the owner tells it', () => {
  it.each([
    ['I have a 2008 Acura TSX with 130,000 km on it.', 80_778],
    ["Kayla's 2013 Kia Sportage, about 180,000 km: back in February it stalled", 111_847],
    ['My vehicle has less than 29,000 miles.', 29_000],
    ['truck has 212k on it and the trans slips', 212_000],
    ['the odometer reads 62,000', 62_000],
    ['when the car was just over 161,000 km it stopped working', 100_041],
    ['2019 Camry at 32,000 miles, they want to flush everything', 32_000],
    ['bought it at 30,000 miles and now it has 85,000 miles', 85_000],
    ["it's at 150k and burns oil", 150_000],
    ['Took it in for an oil change at 45,000 miles and they gave me this list', 45_000],
  ])('reads "%s" as %d miles', (text, miles) => {
    expect(describedMileage(text)).toBe(miles);
  });

  it.each([
    ['I change the oil and filter every 2,500 miles. The vehicle shakes at 45 to 50'],
    ['This started at 35,000 miles of engine operation'],
    ['the manual recommends changing the timing belt at 90,000 miles'],
    ['the shocks were replaced around 27,000 miles ago'],
    ['my fluid (which is about 50,000mi old) was a medium cherry color'],
    ['the battery warranty covers 160,000 km, or eight years'],
    ['the dealer says I am due for maintenance at 3,000 miles'],
    ['it shakes at 60 mph'],
    ['the timing belt was done at 60,000 miles'],
    ['I took it to the dealer and they said the belt is due at 105,000 miles'],
    ['I spent $2,000 on it'],
  ])('finds no odometer reading in "%s"', (text) => {
    expect(describedMileage(text)).toBeNull();
  });
});
