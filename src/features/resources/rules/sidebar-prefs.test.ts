import { describe, expect, it } from 'vitest';
import { DEFAULT_SIDEBAR_PREFS, parseSidebarPrefs, serializeSidebarPrefs } from './sidebar-prefs';

describe('parseSidebarPrefs', () => {
  it('defaults to shown at 360 px when nothing is stored', () => {
    expect(parseSidebarPrefs(null)).toEqual({ minimized: false, width: 360 });
  });

  it('reads what serializeSidebarPrefs wrote', () => {
    expect(parseSidebarPrefs(serializeSidebarPrefs({ minimized: true, width: 412.4 }))).toEqual({
      minimized: true,
      width: 412,
    });
  });

  it('falls back to the defaults for corrupt or foreign values', () => {
    for (const raw of ['', '{', 'null', '42', '"wide"', '[1,2]', 'true']) {
      expect(parseSidebarPrefs(raw)).toEqual(DEFAULT_SIDEBAR_PREFS);
    }
  });

  it('keeps each good field when the other is bad', () => {
    expect(parseSidebarPrefs('{"minimized":"yes","width":500}')).toEqual({ minimized: false, width: 500 });
    expect(parseSidebarPrefs('{"minimized":true,"width":"500"}')).toEqual({ minimized: true, width: 360 });
    expect(parseSidebarPrefs('{"minimized":true,"width":-3}')).toEqual({ minimized: true, width: 360 });
    expect(parseSidebarPrefs('{"minimized":true}')).toEqual({ minimized: true, width: 360 });
  });
});
