import { erasureNoticeV1Schema } from '@fairwrench/contracts';
import {
  decideErasureNotices,
  ERASURE_NOTICE_INSTRUCTION,
  erasureNoticeId,
} from './erasure-notice.workflow';

const erasure = {
  metadata: {
    eventId: '0b1c2d3e-4f5a-4b6c-8d7e-00000000bb01',
    correlationId: '0b1c2d3e-4f5a-4b6c-8d7e-00000000bb02',
    occurredAt: '2026-11-27T09:00:00.000Z',
  },
};
const lead = (n: number) => `0b1c2d3e-4f5a-4b6c-8d7e-0000000000${String(n).padStart(2, '0')}`;

describe('erasure notices', () => {
  it('tells each shop once, naming every lead of the owner it received, in order', () => {
    const notices = decideErasureNotices(erasure, [
      { leadId: lead(3), shopId: 'shop-a' },
      { leadId: lead(1), shopId: 'shop-b' },
      { leadId: lead(2), shopId: 'shop-a' },
      { leadId: lead(3), shopId: 'shop-a' },
    ]);

    expect(notices.map((n) => [n.shopId, n.leadIds])).toEqual([
      ['shop-a', [lead(2), lead(3)]],
      ['shop-b', [lead(1)]],
    ]);
    for (const notice of notices) {
      expect(erasureNoticeV1Schema.parse(notice)).toEqual(notice);
      expect(notice.requestedAt).toBe(erasure.metadata.occurredAt);
      expect(notice.instruction).toBe(ERASURE_NOTICE_INSTRUCTION);
    }
  });

  it('gives a retry the same notice id per erasure and shop, and another shop another', () => {
    const first = decideErasureNotices(erasure, [{ leadId: lead(1), shopId: 'shop-a' }]);
    const again = decideErasureNotices(erasure, [{ leadId: lead(1), shopId: 'shop-a' }]);
    expect(again[0]!.noticeId).toBe(first[0]!.noticeId);
    expect(first[0]!.noticeId).toBe(erasureNoticeId(erasure.metadata.eventId, 'shop-a'));
    expect(erasureNoticeId(erasure.metadata.eventId, 'shop-b')).not.toBe(first[0]!.noticeId);
    expect(first[0]!.noticeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
  });

  it('tells no one when none of the owner’s leads was delivered', () => {
    expect(decideErasureNotices(erasure, [])).toEqual([]);
  });
});
