import { describe, expect, it } from 'vitest';
import { STATUS_ICON_KINDS, StatusIcon } from '../../design-system/components/StatusIcons';
import { attributesOf, renderHtml } from './render';

describe('status icons carry the accessible labels of the spec', () => {
  it.each([
    ['alert', 'Alert'],
    ['attention', 'Attention'],
    ['warning', 'Warning'],
    ['backup-codes-enabled', 'Backup authentication codes enabled'],
    ['backup-codes-disabled', 'Backup authentication codes disabled'],
    ['recovery-sms-enabled', 'Recovery SMS enabled'],
    ['recovery-sms-disabled', 'Disabled'],
    ['enabled', 'Enabled'],
    ['success', 'Success'],
    ['check', 'Check'],
    ['close', 'Close message'],
    ['error', 'Error'],
    ['information', 'Information'],
    ['lightbulb', 'Lightbulb'],
  ] as const)('%s is labelled "%s"', (kind, label) => {
    const svg = attributesOf(renderHtml(<StatusIcon kind={kind} />), /<svg[^>]*>/);
    expect(svg.role).toBe('img');
    expect(svg['aria-label']).toBe(label);
  });

  it('covers every kind', () => {
    expect(STATUS_ICON_KINDS).toHaveLength(14);
  });

  it('hides a decorative icon from assistive technology', () => {
    const svg = attributesOf(renderHtml(<StatusIcon kind="error" decorative />), /<svg[^>]*>/);
    expect(svg['aria-hidden']).toBe('true');
    expect(svg.role).toBeUndefined();
    expect(svg['aria-label']).toBeUndefined();
  });
});
