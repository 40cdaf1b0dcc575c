import { beaconPath, navigationBeacons, sendBeacon } from '../beacon';
import { clickIdOf, sendClickId } from '../clickids';

describe('navigation beacons', () => {
  it('skip the first page and repeat visits of the same path', () => {
    const sent: string[] = [];
    const onPath = navigationBeacons((p) => sent.push(p));
    onPath('/');
    expect(sent).toEqual([]);
    onPath('/upgrade');
    onPath('/upgrade');
    onPath('/');
    onPath('/case/abc');
    expect(sent).toEqual(['/upgrade', '/', '/case/abc']);
  });

  it('send GET /go{path} for paths the server counts, nothing for others', () => {
    const fetcher = jest.fn(() => Promise.resolve({ status: 204 } as Response));
    sendBeacon('/upgrade/', fetcher);
    sendBeacon('/', fetcher);
    sendBeacon('/a b', fetcher);
    sendBeacon(`/${'x'.repeat(300)}`, fetcher);
    expect(fetcher.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/go/upgrade', '/go/']);
    expect(beaconPath('//evil')).toBeNull();
  });
});

describe('click ids', () => {
  it('take the first known parameter with a valid value', () => {
    expect(clickIdOf('?utm_source=x&gclid=Cj0-abc_1')).toEqual({ source: 'gclid', id: 'Cj0-abc_1' });
    expect(clickIdOf('?fbclid=a%20b')).toBeNull();
    expect(clickIdOf('?foo=1')).toBeNull();
  });

  it('are handed to GET /clickids/add/', () => {
    const fetcher = jest.fn(() => Promise.resolve({ status: 200 } as Response));
    sendClickId('?ttclid=E.C.P', fetcher);
    sendClickId('', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((fetcher.mock.calls[0] as unknown[])[0]).toBe('/clickids/add/?source=ttclid&id=E.C.P');
  });
});
