import { describe, expect, it } from 'vitest';
import { fromWireRequest, fromWireResponse, toWireRequest, toWireResponse, transferablesOf } from './backend-protocol';

describe('the page ↔ demo backend thread messages', () => {
  it('carry a request whole: method, address, headers and body', async () => {
    const sent = new Request('http://portal.test/api/classes/c1/remarks?term=1', {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ remark: 'Works hard.' }),
    });
    const wire = await toWireRequest(sent);
    expect(transferablesOf(wire)).toHaveLength(1);
    const received = fromWireRequest(structuredClone(wire));
    expect(received.method).toBe('PUT');
    expect(received.url).toBe('http://portal.test/api/classes/c1/remarks?term=1');
    expect(received.headers.get('authorization')).toBe('Bearer t');
    expect(await received.json()).toEqual({ remark: 'Works hard.' });
  });

  it('send a GET without a body', async () => {
    const wire = await toWireRequest(new Request('http://portal.test/api/me'));
    expect(wire.body).toBeNull();
    expect(transferablesOf(wire)).toEqual([]);
  });

  it('carry a response whole, a binary file byte for byte', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const wire = await toWireResponse(
      new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment' } }),
    );
    const received = fromWireResponse(structuredClone(wire));
    expect(received.status).toBe(200);
    expect(received.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await received.arrayBuffer())).toEqual(bytes);
  });

  it('keep an error status, its text and its JSON', async () => {
    const wire = await toWireResponse(Response.json({ message: 'Locked' }, { status: 423, statusText: 'Locked' }));
    const received = fromWireResponse(wire);
    expect(received.status).toBe(423);
    expect(received.statusText).toBe('Locked');
    expect(await received.json()).toEqual({ message: 'Locked' });
  });

  it('answer 204 No Content without a body (a Response with one would throw)', async () => {
    const wire = await toWireResponse(new Response(null, { status: 204 }));
    expect(wire.body).toBeNull();
    expect(fromWireResponse(wire).status).toBe(204);
  });
});
