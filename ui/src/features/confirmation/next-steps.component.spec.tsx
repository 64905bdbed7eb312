import { render, screen } from '@testing-library/react';
import { NextSteps } from './next-steps';

describe("the managed confirmation's next steps", () => {
  it('says what happens next, by email or text, without a support phone number', () => {
    render(<NextSteps />);
    const text = screen.getByRole('region', { name: "Here's What Happens Next" }).textContent ?? '';
    expect(text).toMatch(/email or text/);
    expect(text).toMatch(/drop-off instructions/);
    expect(text).toMatch(/support phone line/);
    expect(text).not.toMatch(/\d{3}[) .-]+\d{3}[ .-]\d{4}/);
  });
});
