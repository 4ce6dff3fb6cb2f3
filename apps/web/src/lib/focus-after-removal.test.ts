import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusWhenRemoved } from './focus-after-removal.ts';

const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

function list(names: string[]): HTMLElement {
  document.body.innerHTML = `<section><h2>Files</h2><ul>${names
    .map((name) => `<li data-name="${name}"><span>${name}</span><button>Delete ${name}</button></li>`)
    .join('')}</ul></section>`;
  return document.body;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === `Delete ${name}`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepFocusWhenRemoved', () => {
  it('moves focus to the next item once the focused item has gone, else the previous, else the heading', async () => {
    list(['a', 'b', 'c']);
    button('b').focus();
    keepFocusWhenRemoved(button('b'));
    document.querySelector('[data-name="b"]')!.remove();
    await frames();
    expect(document.activeElement).toBe(button('c'));

    keepFocusWhenRemoved(button('c'));
    document.querySelector('[data-name="c"]')!.remove();
    await frames();
    expect(document.activeElement).toBe(button('a'));

    keepFocusWhenRemoved(button('a'));
    document.querySelector('[data-name="a"]')!.remove();
    await frames();
    expect(document.activeElement?.textContent).toBe('Files');
  });

  it('leaves focus alone when the item stays or someone else moved the focus', async () => {
    list(['a', 'b']);
    button('a').focus();
    keepFocusWhenRemoved(button('a'));
    await frames();
    expect(document.activeElement).toBe(button('a'));

    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    keepFocusWhenRemoved(button('a'));
    elsewhere.focus();
    document.querySelector('[data-name="a"]')!.remove();
    await frames();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('lands on the given place instead, when the action has a better one than a neighbour', async () => {
    list(['a', 'b']);
    const status = document.createElement('p');
    status.tabIndex = -1;
    status.textContent = 'Signature: Sent for signature';
    document.body.append(status);
    button('a').focus();
    keepFocusWhenRemoved(button('a'), [() => status]);
    document.querySelector('[data-name="a"]')!.remove();
    await frames();
    expect(document.activeElement).toBe(status);
  });
});
