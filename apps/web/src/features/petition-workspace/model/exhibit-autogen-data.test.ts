import { describe, expect, it } from 'vitest';
import { dataText, trimmedData, withDataText, workspaceAutogenInputs } from './exhibit-autogen-data.ts';

describe('exhibit autogen data', () => {
  it('offers the press-article url and the patent key and value, nothing for other types', () => {
    expect(workspaceAutogenInputs('press-article').map((input) => input.key)).toEqual(['url']);
    expect(workspaceAutogenInputs('patent').map((input) => [input.key, input.kind])).toEqual([
      ['key', 'select'],
      ['value', 'text'],
    ]);
    expect(workspaceAutogenInputs('patent')[0]!.options).toEqual(['google_patent_url', 'patent_id']);
    expect(workspaceAutogenInputs('offer-letter')).toEqual([]);
    expect(workspaceAutogenInputs(null)).toEqual([]);
    expect(workspaceAutogenInputs('no-such-type')).toEqual([]);
    // The company of a distinguished-reputation exhibit is picked when building, not here.
    expect(workspaceAutogenInputs('distinguished-reputation')).toEqual([]);
  });

  it('changes one key and keeps the rest of the data', () => {
    const data = { entities: [{ id: 'e1' }], key: 'patent_id' };
    expect(withDataText(data, 'value', 'US 11,222,333 B2')).toEqual({
      entities: [{ id: 'e1' }],
      key: 'patent_id',
      value: 'US 11,222,333 B2',
    });
    expect(data).toEqual({ entities: [{ id: 'e1' }], key: 'patent_id' });
  });

  it('removes an emptied input instead of storing blank text', () => {
    expect(withDataText({ url: 'https://a.example', other: 1 }, 'url', '   ')).toEqual({ other: 1 });
  });

  it('reads text values only', () => {
    expect(dataText({ url: 'https://a.example' }, 'url')).toBe('https://a.example');
    expect(dataText({ url: 5 }, 'url')).toBe('');
    expect(dataText({}, 'url')).toBe('');
  });

  it('trims text when saving and leaves other values alone', () => {
    expect(trimmedData({ url: ' https://a.example ', count: 2 })).toEqual({ url: 'https://a.example', count: 2 });
  });
});
