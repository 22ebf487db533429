import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPlaceholder } from './loading-placeholder';

describe('LoadingPlaceholder', () => {
  it('is an indeterminate progress bar named for what loads, so its name stands on a role', () => {
    render(<LoadingPlaceholder label="Loading the budget plan" height={320} />);

    const placeholder = screen.getByRole('progressbar', { name: 'Loading the budget plan' });
    expect(placeholder).not.toHaveAttribute('aria-valuenow');
  });
});
