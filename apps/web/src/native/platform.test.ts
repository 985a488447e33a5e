import { describe, expect, it } from 'vitest';
import { isNativeShell, photoRoute } from './platform.ts';

describe('isNativeShell', () => {
  it("is true only when the shell's bridge says the platform is native", () => {
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    // @capacitor/core loaded in a browser defines Capacitor without the bridge: still the browser
    expect(isNativeShell({ Capacitor: {} })).toBe(false);
    expect(isNativeShell({})).toBe(false);
  });

  it('is false in this browser (no bridge), without loading any Capacitor code', () => {
    expect(isNativeShell()).toBe(false);
    expect('Capacitor' in window).toBe(false);
  });
});

describe('photoRoute', () => {
  it("takes the shell's camera inside the shell, whatever the web view offers", () => {
    expect(photoRoute({ native: true, liveCamera: true })).toBe('native');
    expect(photoRoute({ native: true, liveCamera: false })).toBe('native');
  });

  it("keeps the browser's path elsewhere: live camera when offered, else the camera app's file input", () => {
    expect(photoRoute({ native: false, liveCamera: true })).toBe('live');
    expect(photoRoute({ native: false, liveCamera: false })).toBe('picker');
  });
});
