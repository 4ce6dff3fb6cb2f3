import { afterEach, describe, expect, it } from 'vitest';
import { focusTreeNodeWhenShown } from './scroll-to-tree-node.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function treeRow(id: string): HTMLElement {
  const row = document.createElement('article');
  row.id = id;
  row.tabIndex = -1;
  row.scrollIntoView = () => {};
  return row;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusTreeNodeWhenShown', () => {
  it('focuses a row the tree shows more than a second later (a large petition on a busy computer)', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    focusTreeNodeWhenShown('exhibit-late');
    await wait(1_300);
    const row = treeRow('exhibit-late');
    document.body.append(row);
    await wait(200);
    expect(document.activeElement).toBe(row);
  });

  it('leaves the focus where the user put it while the tree was still rendering', async () => {
    const button = document.createElement('button');
    const search = document.createElement('input');
    document.body.append(button, search);
    button.focus();
    focusTreeNodeWhenShown('exhibit-after-move');
    await wait(100);
    search.focus();
    document.body.append(treeRow('exhibit-after-move'));
    await wait(200);
    expect(document.activeElement).toBe(search);
  });
});
