import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { GenerationProvenanceQuery } from './generate-description.ts';
import { ProvenancePanel, TEMPLATE_DRAFT_NOTICE } from './ProvenancePanel.tsx';

afterEach(cleanup);

const ID = '7d8f2a4e-1b1c-4c1e-9a51-3f0f6c1d2e3a';
const CLAIM = 'She is the best robotics engineer in the world.';

/** The GraphQL answer for one stored generation, as the server gives it. */
function provenanceMock(record: {
  paragraphs: unknown[];
  unsupportedClaims: string[];
  missingInputs: string[];
  isTemplate: boolean;
}): MockLink.MockedResponse {
  return {
    request: { query: GenerationProvenanceQuery, variables: { id: ID } },
    result: {
      data: {
        generatedTextById: {
          __typename: 'GeneratedText',
          id: ID,
          // PostGraphile answers JSON columns as JSON text.
          evidence: JSON.stringify([
            { id: 'E1', kind: 'input', label: 'Form field salary' },
            { id: 'E2', kind: 'file', label: 'Supporting document: paper.pdf' },
          ]),
          paragraphs: JSON.stringify(record.paragraphs),
          unsupportedClaims: JSON.stringify(record.unsupportedClaims),
          missingInputs: JSON.stringify(record.missingInputs),
          isTemplate: record.isTemplate,
        },
      },
    },
  };
}

function renderPanel(mock: MockLink.MockedResponse, isTemplate: boolean) {
  return render(
    <MockedProvider mocks={[mock]}>
      <ProvenancePanel generationId={ID} isTemplate={isTemplate} />
    </MockedProvider>,
  );
}

describe('ProvenancePanel', () => {
  it("shows a model's paragraphs with what each rests on and highlights its unsupported claims", async () => {
    const { container } = renderPanel(
      provenanceMock({
        paragraphs: [
          { text: 'Her salary is $185,000 per year, as her paper shows.', evidenceIds: ['E1', 'E2'] },
          { text: `Moreover, ${CLAIM.charAt(0).toLowerCase()}${CLAIM.slice(1)}`, evidenceIds: [] },
        ],
        unsupportedClaims: [CLAIM],
        missingInputs: [],
        isTemplate: false,
      }),
      false,
    );
    const panel = screen.getByRole('complementary', { name: 'Generated description provenance' });
    const items = within(await within(panel).findByRole('list', { name: 'Paragraph provenance' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '“Her salary is $185,000 per year, as her…”Inputs: salaryEvidence: Supporting document: paper.pdf',
      `“Moreover, she is the best robotics engineer in…”Rests on no input or evidence.Unsupported claim: ${CLAIM}`,
    ]);
    const claims = within(panel).getByRole('heading', { name: 'Unsupported claims' }).parentElement!;
    expect(within(claims).getByText(CLAIM).tagName).toBe('MARK');
    expect(within(panel).getByText('Supporting document: paper.pdf', { selector: 'li' })).toBeTruthy();
    expect(screen.queryByText(TEMPLATE_DRAFT_NOTICE)).toBeNull();
    expect((await axe.run(container)).violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows a template draft as such, with no unsupported claims and its placeholders flagged', async () => {
    renderPanel(
      provenanceMock({
        paragraphs: [{ text: 'Compensation. Salary: $1. Equity: [Equity not provided]', evidenceIds: ['E1'] }],
        unsupportedClaims: [],
        missingInputs: ['equity'],
        isTemplate: true,
      }),
      true,
    );
    expect(await screen.findByText('No unsupported claims.')).toBeTruthy();
    expect(screen.getByText(TEMPLATE_DRAFT_NOTICE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Missing inputs' }).nextSibling?.textContent).toBe('equity');
    expect(screen.getByText('[Equity not provided]').tagName).toBe('MARK');
    const paragraphs = within(screen.getByRole('list', { name: 'Paragraph provenance' })).getAllByRole('listitem');
    expect(paragraphs.map((item) => item.textContent)).toEqual([
      '“Compensation. Salary: $1. Equity: [Equity not provided]”Inputs: salaryMissing: [Equity not provided]',
    ]);
  });
});
