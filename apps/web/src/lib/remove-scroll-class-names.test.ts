import { RemoveScroll as Library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names.ts';

describe('the AppShell stand-in for react-remove-scroll', () => {
  it('carries the class names the library itself uses', () => {
    expect(RemoveScroll.classNames).toEqual(Library.classNames);
  });
});
