/** The temperature classes of symptom 13 (spec 02 §9): 36–36.7, 36.8–37, 37.1–37.3, 37.4–37.7, 37.8+. */
import { describe, expect, it } from 'vitest';
import { TEMPERATURE_CLASSES, temperatureClass } from '@/lib/intensity';

describe('temperatureClass', () => {
  it.each([
    [35.9, 'below'],
    [35.94, 'below'],
    [36, 'normal'],
    [36.7, 'normal'],
    [36.8, 'highNormal'],
    [37, 'highNormal'],
    [37.1, 'subfebrile'],
    [37.3, 'subfebrile'],
    [37.4, 'febrile'],
    [37.7, 'febrile'],
    [37.8, 'fever'],
    [39.4, 'fever'],
    [42, 'fever'],
  ])('%s °C is %s', (celsius, expected) => {
    expect(temperatureClass(celsius)).toBe(expected);
  });

  it('classes a reading as it is shown, at one decimal', () => {
    // 36.75 is shown as 36,8 °C: it must not read 'normal' beside that figure.
    expect(temperatureClass(36.75)).toBe('highNormal');
    expect(temperatureClass(36.74)).toBe('normal');
    expect(temperatureClass(37.75)).toBe('fever');
    expect(temperatureClass(35.95)).toBe('normal');
  });

  it('says nothing of what is not a temperature', () => {
    expect(temperatureClass(Number.NaN)).toBeNull();
    expect(temperatureClass(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('has the five classes of the spec and one below them, in order', () => {
    expect(TEMPERATURE_CLASSES).toEqual(['below', 'normal', 'highNormal', 'subfebrile', 'febrile', 'fever']);
  });
});
