// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.js';

afterEach(cleanup);

describe('Spinner', () => {
  it('with a label, is a status that assistive technology announces by that label', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status', { name: 'Loading products' })).toHaveProperty('className', 'spinner');
  });

  it('without a label, is hidden from assistive technology (the words beside it are the status)', () => {
    const { container } = render(
      <div>
        <Spinner />
        <p role="status">Loading blog...</p>
      </div>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Loading blog...']);
    expect(container.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});
