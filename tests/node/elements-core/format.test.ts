import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type DurationLabels,
  daysFrom,
  formatDateTime,
  formatDuration,
  formatDwellTime,
  formatFileSize,
  formatMoney,
  greetingPeriod,
  greetingPeriodAt,
  localDateTimeInput,
  MS_PER_DAY,
  toChineseCapitals,
  zhCNDurationLabels,
} from '../../../elements/core/format.js';

describe('formatMoney', () => {
  it('adds the yuan sign, thousands separators and two decimals', () => {
    assert.equal(formatMoney(1234567.5), '¥1,234,567.50');
    assert.equal(formatMoney(0), '¥0.00');
    assert.equal(formatMoney(999), '¥999.00');
    assert.equal(formatMoney(1000), '¥1,000.00');
    assert.equal(formatMoney('1234567.5'), '¥1,234,567.50');
  });

  it('puts the minus sign before the yuan sign', () => {
    assert.equal(formatMoney(-12), '-¥12.00');
    assert.equal(formatMoney('-1234.5'), '-¥1,234.50');
  });

  it('returns "" for empty, null and non-numeric input', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'abc',
      '12abc',
      '1,234',
      '¥12',
      'Infinity',
      '0x10',
      '.',
      '-',
    ]) {
      assert.equal(formatMoney(value), '', `input ${String(value)}`);
    }
    assert.equal(formatMoney(Number.NaN), '');
    assert.equal(formatMoney(Number.POSITIVE_INFINITY), '');
  });

  it('rounds half away from zero on the decimal digits, not the binary float', () => {
    assert.equal(formatMoney(1.005), '¥1.01');
    assert.equal(formatMoney(0.295), '¥0.30');
    assert.equal(formatMoney(-1.005), '-¥1.01');
    assert.equal(formatMoney(999.995), '¥1,000.00');
    assert.equal(formatMoney(1.004), '¥1.00');
  });

  it('never shows a negative zero', () => {
    assert.equal(formatMoney(-0.001), '¥0.00');
    assert.equal(formatMoney(-0), '¥0.00');
    assert.equal(formatMoney('-0'), '¥0.00');
  });

  it('honours the decimals option', () => {
    assert.equal(formatMoney(1234567.5, { decimals: 0 }), '¥1,234,568');
    assert.equal(formatMoney(1.23456, { decimals: 4 }), '¥1.2346');
    assert.equal(formatMoney(12, { decimals: 3 }), '¥12.000');
  });

  it('rejects an invalid decimals option as a caller bug', () => {
    assert.throws(() => formatMoney(1, { decimals: -1 }), RangeError);
    assert.throws(() => formatMoney(1, { decimals: 1.5 }), RangeError);
    assert.throws(() => formatMoney(1, { decimals: 21 }), RangeError);
  });

  it('accepts trimmed strings, a plus sign and exponent notation', () => {
    assert.equal(formatMoney(' 12.3 '), '¥12.30');
    assert.equal(formatMoney('+5'), '¥5.00');
    assert.equal(formatMoney('1e3'), '¥1,000.00');
    assert.equal(formatMoney(1e21), '¥1,000,000,000,000,000,000,000.00');
    assert.equal(formatMoney(1e-7), '¥0.00');
    assert.equal(formatMoney('0e99999999'), '');
  });
});

describe('toChineseCapitals', () => {
  const cases: ReadonlyArray<readonly [number | string, string]> = [
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [10.5, '壹拾元伍角'],
    [100.05, '壹佰元零伍分'],
    [1010, '壹仟零壹拾元整'],
    [100000000, '壹亿元整'],
    [1234567.89, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.55, '伍角伍分'],
    [10001, '壹万零壹元整'],
    [100010, '壹拾万零壹拾元整'],
    [1000000001, '壹拾亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [100000, '壹拾万元整'],
    [1001000, '壹佰万壹仟元整'],
    [100001000, '壹亿零壹仟元整'],
    [100100000, '壹亿零壹拾万元整'],
    [1010101010.1, '壹拾亿壹仟零壹拾万壹仟零壹拾元壹角'],
    [10100, '壹万零壹佰元整'],
    [20000000000, '贰佰亿元整'],
    [0.29, '贰角玖分'],
  ];
  for (const [value, expected] of cases) {
    it(`${value} -> ${expected}`, () => {
      assert.equal(toChineseCapitals(value), expected);
    });
  }

  it('returns "" for empty and non-numeric input', () => {
    for (const value of [null, undefined, '', '  ', 'abc', '1,000', '12元']) {
      assert.equal(toChineseCapitals(value), '', `input ${String(value)}`);
    }
    assert.equal(toChineseCapitals(Number.NaN), '');
    assert.equal(toChineseCapitals(Number.POSITIVE_INFINITY), '');
  });

  it('accepts the maximum 99999999999.99 and rejects anything above it', () => {
    assert.equal(toChineseCapitals(99999999999.99), '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    assert.equal(toChineseCapitals('99999999999.99'), '玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    assert.equal(toChineseCapitals(100000000000), '');
    assert.equal(toChineseCapitals('99999999999.991'), '');
    assert.equal(toChineseCapitals(-100000000000), '');
  });

  it('truncates beyond two decimals instead of rounding up', () => {
    assert.equal(toChineseCapitals('1.239'), '壹元贰角叁分');
    assert.equal(toChineseCapitals(1.239), '壹元贰角叁分');
    assert.equal(toChineseCapitals('0.999'), '玖角玖分');
    assert.equal(toChineseCapitals('0.001'), '零元整');
  });

  it('prefixes negative amounts with 负, but not amounts that truncate to zero', () => {
    assert.equal(toChineseCapitals(-1), '负壹元整');
    assert.equal(toChineseCapitals('-100.05'), '负壹佰元零伍分');
    assert.equal(toChineseCapitals(-0.5), '负伍角');
    assert.equal(toChineseCapitals('-0.001'), '零元整');
    assert.equal(toChineseCapitals(-0), '零元整');
  });
});

describe('formatDwellTime', () => {
  it('shows days, hours and minutes, dropping seconds', () => {
    assert.equal(formatDwellTime(90061000), '1天1小时1分钟');
    assert.equal(formatDwellTime(3600000), '1小时');
    assert.equal(formatDwellTime(86400000 + 60000), '1天1分钟');
    assert.equal(formatDwellTime(60000), '1分钟');
    assert.equal(formatDwellTime(119999), '1分钟');
  });

  it('uses the under-minute label below 60000 ms', () => {
    assert.equal(formatDwellTime(59000), '不到1分钟');
    assert.equal(formatDwellTime(59999), '不到1分钟');
    assert.equal(formatDwellTime(0), '不到1分钟');
  });

  it('returns "" for null, undefined, negative, NaN and Infinity', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(formatDwellTime(value), '', `input ${String(value)}`);
    }
  });

  it('uses caller-supplied labels', () => {
    const en: DurationLabels = { day: 'd ', hour: 'h ', minute: 'm', second: 's', underMinute: '< 1 min' };
    assert.equal(formatDwellTime(90061000, en), '1d 1h 1m');
    assert.equal(formatDwellTime(1000, en), '< 1 min');
  });
});

describe('formatDuration', () => {
  it('shows days, hours, minutes and seconds, omitting zero parts', () => {
    assert.equal(formatDuration(90061000), '1天1小时1分钟1秒');
    assert.equal(formatDuration(3600000), '1小时');
    assert.equal(formatDuration(61000), '1分钟1秒');
    assert.equal(formatDuration(86400000 + 5000), '1天5秒');
  });

  it('shows zero seconds when every part is zero', () => {
    assert.equal(formatDuration(0), '0秒');
    assert.equal(formatDuration(999), '0秒');
  });

  it('returns "" for null, undefined, negative, NaN and Infinity', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(formatDuration(value), '', `input ${String(value)}`);
    }
  });

  it('exports frozen zh-CN defaults', () => {
    assert.deepEqual(zhCNDurationLabels, {
      day: '天',
      hour: '小时',
      minute: '分钟',
      second: '秒',
      underMinute: '不到1分钟',
    });
    assert.ok(Object.isFrozen(zhCNDurationLabels));
  });
});

describe('greetingPeriod', () => {
  const cases: ReadonlyArray<readonly [number, string]> = [
    [0, 'morning'],
    [7, 'morning'],
    [8, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [7.99, 'morning'],
    [11.5, 'forenoon'],
  ];
  for (const [hour, expected] of cases) {
    it(`hour ${hour} is ${expected}`, () => {
      assert.equal(greetingPeriod(hour), expected);
    });
  }

  it('throws for hours outside [0, 24)', () => {
    for (const hour of [-1, 24, Number.NaN]) {
      assert.throws(() => greetingPeriod(hour), RangeError);
    }
  });

  it('reads the local hour of a Date', () => {
    assert.equal(greetingPeriodAt(new Date(2024, 0, 1, 7, 59)), 'morning');
    assert.equal(greetingPeriodAt(new Date(2024, 0, 1, 12, 0)), 'noon');
    assert.equal(greetingPeriodAt(new Date(2024, 0, 1, 18, 0)), 'evening');
    assert.throws(() => greetingPeriodAt(new Date(Number.NaN)), RangeError);
  });
});

describe('formatDateTime', () => {
  const sample = new Date(2024, 0, 5, 8, 3, 9);

  it('formats a Date with the default pattern in local time', () => {
    assert.equal(formatDateTime(sample), '2024-01-05 08:03:09');
  });

  it('supports custom patterns and copies other text', () => {
    assert.equal(formatDateTime(sample, 'YYYY-MM-DD'), '2024-01-05');
    assert.equal(formatDateTime(sample, 'HH:mm'), '08:03');
    assert.equal(formatDateTime(sample, 'YYYY年MM月DD日 HH时mm分ss秒'), '2024年01月05日 08时03分09秒');
    assert.equal(formatDateTime(sample, 'YYYY/MM/DD'), '2024/01/05');
  });

  it('accepts epoch milliseconds', () => {
    assert.equal(formatDateTime(sample.getTime()), '2024-01-05 08:03:09');
  });

  it('reads zone-less strings as local time', () => {
    assert.equal(formatDateTime('2024-01-05 08:03:09'), '2024-01-05 08:03:09');
    assert.equal(formatDateTime('2024-01-05T08:03:09'), '2024-01-05 08:03:09');
    assert.equal(formatDateTime('2024-01-05'), '2024-01-05 00:00:00');
    assert.equal(formatDateTime('2024/1/5 8:03'), '2024-01-05 08:03:00');
    assert.equal(formatDateTime('2024-01-05 08:03:09.123'), '2024-01-05 08:03:09');
  });

  it('converts zoned ISO strings to local time', () => {
    const iso = '2024-01-05T08:03:09Z';
    assert.equal(formatDateTime(iso), formatDateTime(new Date(Date.UTC(2024, 0, 5, 8, 3, 9))));
    assert.equal(formatDateTime('2024-01-05T08:03:09+08:00'), formatDateTime(Date.UTC(2024, 0, 5, 0, 3, 9)));
  });

  it('keeps years below 100 literal', () => {
    assert.equal(formatDateTime('0099-03-04', 'YYYY-MM-DD'), '0099-03-04');
  });

  it('returns "" for invalid input', () => {
    const invalid = [
      null,
      undefined,
      '',
      'not a date',
      'foo 12',
      '2024-02-30',
      '2024-13-01',
      '2024-01-05 24:00:00',
      Number.NaN,
      new Date(Number.NaN),
    ];
    for (const value of invalid) {
      assert.equal(formatDateTime(value), '', `input ${String(value)}`);
    }
  });
});

describe('formatFileSize', () => {
  it('writes bytes whole and larger sizes with one decimal and a spaced unit', () => {
    assert.equal(formatFileSize(800), '800 B');
    assert.equal(formatFileSize(1536), '1.5 KB');
    assert.equal(formatFileSize(2048), '2.0 KB');
    assert.equal(formatFileSize(5 * 1024 * 1024), '5.0 MB');
    assert.equal(formatFileSize(3000 * 1024 * 1024), '3000.0 MB');
  });

  it('returns "" for an unknown or empty size', () => {
    for (const value of [0, -1, null, undefined]) assert.equal(formatFileSize(value), '');
  });
});

describe('localDateTimeInput and daysFrom', () => {
  it('writes a local date-time as a datetime-local input takes it', () => {
    assert.equal(localDateTimeInput(new Date(2024, 0, 5, 8, 3, 9)), '2024-01-05T08:03');
    assert.equal(localDateTimeInput(new Date(Number.NaN)), '');
  });

  it('counts whole days of 24 hours either way', () => {
    const from = new Date(2024, 0, 5, 8, 3, 9);
    assert.equal(daysFrom(from, 7).getTime() - from.getTime(), 7 * MS_PER_DAY);
    assert.equal(daysFrom(from.getTime(), -30).getTime() - from.getTime(), -30 * MS_PER_DAY);
  });
});
